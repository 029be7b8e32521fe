"""A local Discord stand-in: REST v10 and the JSON gateway on 127.0.0.1.

``standin.harness`` runs the real bot process against it, ``standin.steps`` drives games
through it and ``standin.cluster`` runs a shard cluster of bot processes and kills one; the
end-to-end tests and the benchmarks use them.
"""

from standin.model import Channel, Overwrite, User
from standin.posts import Interaction, Post, StandInError
from standin.server import StandIn

__all__ = ["Channel", "Interaction", "Overwrite", "Post", "StandIn", "StandInError", "User"]
