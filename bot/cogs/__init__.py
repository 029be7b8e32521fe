"""The cogs: one thin :class:`discord.ext.commands.Cog` per surface of the bot (challenges,
moves, proposals, information, settings, review, puzzles, typed input, departures, the boards'
scrolling). Each reads its input and calls a flow or the service; the plumbing they share is in
:mod:`bot.discord`, and only the composition root (:mod:`bot.discord.app`) builds them."""
