"""The interaction endpoints of the stand-in: the callback (within 3 seconds, once), and the
webhook of an interaction's token (15 minutes; only the messages that token made; at most 5
follow-ups for an app only user-installed where it was used)."""

from __future__ import annotations

import time
from typing import Any, ClassVar

from aiohttp import web

from standin import limits, rules
from standin.core import Core
from standin.posts import EPHEMERAL, LOADING, Interaction, Post
from standin.rules import Refusal

INTERACTION_DEADLINE_S = 3.0


class Webhooks(Core):
    """The stand-in with its interaction endpoints."""

    async def _callback(
        self, request: web.Request, interaction_id: str, token: str
    ) -> web.Response:
        body, files = await self._body(request)
        interaction = self.interactions.get(token)
        if interaction is None or str(interaction.id) != interaction_id:
            return self._reject(404, 10062, "Unknown interaction", "callback for no interaction")
        late = time.monotonic() - interaction.created
        if late > INTERACTION_DEADLINE_S:
            return self._reject(
                404, 10062, "Unknown interaction", f"interaction answered after {late:.2f}s"
            )
        if interaction.callbacks:
            return self._reject(
                400,
                40060,
                "Interaction has already been acknowledged.",
                "interaction acknowledged twice",
            )
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        problem = None
        if kind in (4, 8):
            problem = (
                limits.check_message(data, True) if kind == 8 else limits.check_new_message(data)
            )
        clicked = interaction.payload.get("message")
        if kind == 7 and clicked is not None and int(clicked["id"]) in self.messages:
            problem = self._edit_problem(self.messages[int(clicked["id"])], data)
        if kind == 5 and int(data.get("flags") or 0) & ~EPHEMERAL:
            problem = f"a deferred response carries only EPHEMERAL, not flags {data['flags']}"
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        interaction.callbacks.append(body)
        channel = interaction.channel
        result: dict[str, Any] = {
            "interaction": {"id": str(interaction.id), "type": interaction.type}
        }
        if kind == 4:
            message = await self._publish("response", channel, data, files, interaction)
            interaction.original_id = int(message["id"])
            result["interaction"] |= {
                "response_message_id": message["id"],
                "response_message_loading": False,
                "response_message_ephemeral": bool(message["flags"] & EPHEMERAL),
            }
            result["resource"] = {"type": kind, "message": message}
        elif kind == 5:
            flags = int(data.get("flags") or 0)
            message = self._message(channel, self.bot, "", {"flags": flags | LOADING})
            self.messages[int(message["id"])] = message
            interaction.original_id = int(message["id"])
            interaction.made.add(interaction.original_id)
            await self._record(
                Post("defer", channel.id, message, bool(flags & EPHEMERAL), interaction)
            )
            result["interaction"] |= {
                "response_message_id": message["id"],
                "response_message_loading": True,
                "response_message_ephemeral": bool(flags & EPHEMERAL),
            }
            result["resource"] = {"type": kind, "message": message}
        elif kind in (6, 7):
            target = interaction.payload.get("message")
            if target is None:
                return self._reject(400, 50035, "Invalid Form Body", "update without a message")
            message = self.messages[int(target["id"])]
            interaction.original_id = int(message["id"])  # @original: the clicked message
            interaction.made.add(interaction.original_id)
            if kind == 7:
                await self._edit(message, data, interaction)
                result["resource"] = {"type": kind, "message": message}
            else:
                await self._record(Post("defer", channel.id, None, True, interaction))
        elif kind == 8:
            await self._record(
                Post("choices", channel.id, None, True, interaction, choices=data.get("choices"))
            )
        else:
            return self._reject(400, 50035, "Invalid Form Body", f"callback type {kind}")
        return self._json(result)

    def _webhook_interaction(self, app: str, token: str) -> Interaction | Refusal:
        """The interaction whose token a webhook request uses: unknown before its callback
        (10015), refused after 15 minutes on the stand-in's clock (401, 50027)."""
        interaction = self.interactions.get(token)
        if app != str(self.application_id) or interaction is None or not interaction.callbacks:
            return Refusal(404, 10015, "Unknown Webhook", "webhook of no answered interaction")
        age = self.clock.now() - interaction.created_at
        if age > rules.TOKEN_LIFETIME_S:
            why = f"interaction token used {age:.0f}s after the interaction"
            return Refusal(401, 50027, "Invalid Webhook Token", why)
        return interaction

    async def _followup(self, request: web.Request, app: str, token: str) -> web.Response:
        body, files = await self._body(request)
        interaction = self._webhook_interaction(app, token)
        if isinstance(interaction, Refusal):
            return self._refuse(interaction)
        problem = limits.check_new_message(body)
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        original = interaction.original_id
        message = self.messages.get(original) if original else None
        if message is not None and int(message.get("flags", 0)) & LOADING:
            # The first followup after a deferral replaces the "thinking" message, which
            # stays as ephemeral as the deferral made it: the followup's EPHEMERAL is ignored.
            asked = int(body.get("flags") or 0) & ~EPHEMERAL
            message["flags"] = int(message["flags"]) & ~LOADING
            completed = await self._complete_deferral(message, body | {"flags": asked}, interaction)
            return self._json(completed)
        if (
            rules.only_user_installed(interaction.owners)
            and interaction.followups >= rules.USER_INSTALL_FOLLOWUPS
        ):
            why = f"follow-up {interaction.followups + 1} of a user-installed app's interaction"
            return self._reject(400, 0, "Maximum number of followup messages reached", why)
        interaction.followups += 1
        published = await self._publish("followup", interaction.channel, body, files, interaction)
        return self._json(published)

    async def _complete_deferral(
        self, message: dict[str, Any], body: dict[str, Any], interaction: Interaction
    ) -> dict[str, Any]:
        """Fill a deferred response's "thinking" message: it appears then, so it notifies as
        a new message would."""
        edited = await self._edit(message, body, interaction)
        channel = interaction.channel
        permissions = int(interaction.payload["app_permissions"])
        self._record_notifications(
            edited, channel, body.get("allowed_mentions"), permissions, webhook=True
        )
        if not int(edited["flags"]) & EPHEMERAL:
            await self._echo(edited)
        return edited

    def _webhook_message(
        self, app: str, token: str, message_id: str, action: str
    ) -> tuple[Interaction, dict[str, Any]] | Refusal:
        """The interaction and the message its webhook may read, edit or delete: only those
        its token made (its response, ``@original``, and its follow-ups)."""
        interaction = self._webhook_interaction(app, token)
        if isinstance(interaction, Refusal):
            return interaction
        wanted = interaction.original_id if message_id == "@original" else int(message_id)
        message = self.messages.get(wanted or 0)
        if message is None or int(message["id"]) not in interaction.made:
            why = f"webhook {action} of {message_id}, not a message of this token"
            return Refusal(404, 10008, "Unknown Message", why)
        return interaction, message

    async def _webhook_edit(
        self, request: web.Request, app: str, token: str, message_id: str
    ) -> web.Response:
        body, _ = await self._body(request)
        found = self._webhook_message(app, token, message_id, "edit")
        if isinstance(found, Refusal):
            return self._refuse(found)
        interaction, message = found
        refusal = self._edit_refusal(message, body)
        if refusal is not None:
            return self._refuse(refusal)
        if int(message.get("flags", 0)) & LOADING:
            message["flags"] = int(message.get("flags", 0)) & ~LOADING
            return self._json(await self._complete_deferral(message, body, interaction))
        return self._json(await self._edit(message, body, interaction))

    async def _webhook_get(
        self, request: web.Request, app: str, token: str, message_id: str
    ) -> web.Response:
        found = self._webhook_message(app, token, message_id, "get")
        return self._refuse(found) if isinstance(found, Refusal) else self._json(found[1])

    async def _webhook_delete(
        self, request: web.Request, app: str, token: str, message_id: str
    ) -> web.Response:
        found = self._webhook_message(app, token, message_id, "delete")
        if isinstance(found, Refusal):
            return self._refuse(found)
        self.messages.pop(int(found[1]["id"]), None)
        return web.Response(status=204)

    _routes: ClassVar[list[tuple[str, str, Any]]] = [
        *Core._routes,
        ("POST", r"/interactions/(\d+)/([^/]+)/callback", _callback),
        ("POST", r"/webhooks/(\d+)/([^/]+)", _followup),
        ("PATCH", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", _webhook_edit),
        ("GET", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", _webhook_get),
        ("DELETE", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", _webhook_delete),
    ]
