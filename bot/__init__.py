"""The application: match service, storage, Discord cogs and the terminal front end."""
