# Morris Bot: the Discord bot in a slim Python 3.11 image.
#   docker build -t morrisbot .
#   docker run -d --env-file .env -v morrisbot-data:/data morrisbot
FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/morrisbot.db

WORKDIR /app

# The same pinned runtime dependencies as the README's install.
COPY requirements.lock ./
RUN python -m pip install -r requirements.lock

COPY games ./games
COPY renderer ./renderer
COPY bot ./bot

RUN groupadd --gid 10001 morrisbot \
    && useradd --create-home --uid 10001 --gid 10001 --shell /usr/sbin/nologin morrisbot \
    && mkdir -p /data \
    && chown morrisbot:morrisbot /data

USER 10001:10001
VOLUME ["/data"]

CMD ["python", "-m", "bot"]
