# Morris Bot: the Discord bot in a slim Python 3.11 image.
#   docker build -t morrisbot .
#   docker run -d --env-file .env -v morrisbot-data:/app/data morrisbot
# The bot works in /app, so .env.example's DATABASE_PATH=./data/morrisbot.db is the same file as
# the image's own setting: /app/data/morrisbot.db, on the volume, writable by the bot's user.
FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/app/data/morrisbot.db

WORKDIR /app

# The same pinned runtime dependencies as the README's install.
COPY requirements.lock ./
RUN python -m pip install -r requirements.lock

COPY games ./games
COPY renderer ./renderer
COPY texts ./texts
COPY bot ./bot

RUN groupadd --gid 10001 morrisbot \
    && useradd --create-home --uid 10001 --gid 10001 --shell /usr/sbin/nologin morrisbot \
    && mkdir -p /app/data \
    && chown morrisbot:morrisbot /app/data

USER 10001:10001
VOLUME ["/app/data"]

CMD ["python", "-m", "bot"]
