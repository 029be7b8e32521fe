"""Discord code blocks: what is inside cannot close them."""

from __future__ import annotations

from renderer.common import code_block

FENCED_NAME = "@ev```[x](https://example.com)```"
"""A 32-character display name (after the @) that would close a code block and add a link."""


def test_a_fence_inside_a_code_block_cannot_close_it() -> None:
    block = code_block(["player 1: " + FENCED_NAME, "Moves: 1. d6"])
    assert block.startswith("```\n") and block.endswith("\n```")
    assert block.count("```") == 2
    assert block.replace("\u200b", "") == f"```\nplayer 1: {FENCED_NAME}\nMoves: 1. d6\n```"


def test_text_without_backticks_is_wrapped_as_it_is() -> None:
    assert code_block(["a b", "c"]) == "```\na b\nc\n```"
