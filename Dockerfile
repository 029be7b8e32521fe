# Morris Bot: the Discord bot in a slim Python 3.11 image.
#   docker build -t morrisbot .
#   docker run -d --env-file .env -v morrisbot-data:/app/data morrisbot
# The bot works in /app, so .env.example's DATABASE_PATH=./data/morrisbot.db is the same file as
# the image's own setting: /app/data/morrisbot.db, on the volume, writable by the bot's user.

# Build stage: the full image has a C compiler and Python's headers; mypyc (from the pinned dev
# dependencies) compiles the Morris engine, and the compiler its C search (games/ai/millsearch.c),
# ~60x as fast as pure Python. Only the compiled package reaches the final image.
FROM python:3.11-bookworm AS engine
WORKDIR /app
COPY requirements-dev.lock ./
RUN python -m pip install --no-cache-dir -r requirements-dev.lock
COPY games ./games
RUN python -m games.ai.compile

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

# The games package with the compiled engine (and the digest of the sources it was built from),
# and mypyc's shared runtime library beside it in the working directory.
COPY --from=engine /app/games ./games
COPY --from=engine /app/*__mypyc.*.so ./
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
