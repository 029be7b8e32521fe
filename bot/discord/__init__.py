"""The Discord adapter's plumbing under the cogs (:mod:`bot.cogs`): the composition root
(``app``), the use cases shared by commands, clicks and typed words (``flows``), the live board
(``board/``), shared components (``components/``), commands in every language (``localize``)
and how texts become Discord messages (``say``, ``wording``, ``replies``, ``permissions``)."""
