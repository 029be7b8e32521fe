"""Acting as users on the stand-in: typing messages, running commands, clicking, as a Discord
client would (and refusing, with ``StandInError``, what a client could not do)."""

from __future__ import annotations

import secrets
from typing import Any

from standin import rules
from standin.model import PRIVATE_THREAD, VIEW_CHANNEL, Channel, Guild, Role, User, snowflake
from standin.posts import (
    DIRECT_MESSAGES_INTENT,
    MESSAGE_CONTENT_INTENT,
    Interaction,
    Post,
    StandInError,
)
from standin.rules import CONTEXT_GUILD, USER_INSTALL, context_of
from standin.webhooks import Webhooks


class Users(Webhooks):
    """The stand-in with the tests' users acting on it."""

    async def say(
        self,
        user: User,
        content: str,
        channel: Channel | None = None,
        *,
        reply_to: int | None = None,
        ping: bool = True,
    ) -> int:
        """Post ``content`` as ``user`` (MESSAGE_CREATE), as a reply to message ``reply_to`` if
        given (pinging its author unless ``ping`` is off, a client's default); return the
        message id.

        As Discord does, a bot without the Message Content intent gets the message with empty
        content, embeds, attachments and components unless it mentions the bot (a reply that
        pings the bot's message does) or is in a DM with the bot; a bot gets no event at all
        from a group DM or a server it is not in, nor from its DMs without the Direct Messages
        intent.
        """
        channel = channel or self.channel
        body = {"message_reference": {"message_id": str(reply_to)}} if reply_to else None
        message = self._message(channel, user, content, body, mention_replied=ping)
        guild = self.guild_of(channel)
        if not channel.private:
            message["member"] = guild.member_payload(user, with_user=False)
        self.messages[int(message["id"])] = message
        self._activity(channel)
        client = {"replied_user": ping, "parse": ["users", "roles", "everyone"]}
        author_permissions = 0 if channel.private else guild.permissions(user, channel)
        self._record_notifications(message, channel, client, author_permissions)
        sessions = self.sessions_for(None if channel.private else channel.guild_id)
        intents = sessions[0].intents if sessions else 0
        if (
            channel.app_only
            or (not channel.private and not guild.has_bot)
            or (channel.bot_dm and not intents & DIRECT_MESSAGES_INTENT)
        ):
            return int(message["id"])
        event = message
        if not intents & MESSAGE_CONTENT_INTENT:
            event = rules.redacted(message, self.bot, channel)
        await self.dispatch("MESSAGE_CREATE", event)
        return int(message["id"])

    def _interaction(
        self, kind: int, user: User, channel: Channel, data: dict[str, Any], **extra: Any
    ) -> dict[str, Any]:
        """An interaction's payload as Discord sends it in ``channel``'s context: a guild's
        has ``member``, a DM's or group DM's ``user``; ``app_permissions`` and
        ``authorizing_integration_owners`` follow the context and install (``rules``); a click
        on a message keeps the owners of the interaction that made the message."""
        guild = self.guild_of(channel)
        if channel.kind == PRIVATE_THREAD and not guild.permissions(user, channel) & VIEW_CHANNEL:
            raise StandInError(f"{user.name} is not in the private thread {channel.name}")
        made_by = (extra.get("message") or {}).get("interaction_metadata") or {}
        owners = made_by.get("authorizing_integration_owners") or rules.authorizing_owners(
            guild, user, channel
        )
        payload: dict[str, Any] = {
            "id": str(snowflake(self.clock.now())),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "channel_id": str(channel.id),
            "channel": channel.payload(),
            "token": secrets.token_urlsafe(24),
            "version": 1,
            "app_permissions": str(rules.app_permissions(guild, self.bot, channel)),
            "locale": user.locale,
            "entitlements": [],
            "authorizing_integration_owners": owners,
            "context": context_of(channel),
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if channel.private:
            payload["user"] = user.payload()
        else:
            permissions = str(guild.permissions(user, channel))
            payload |= {
                "guild_id": str(guild.id),
                "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
                "member": guild.member_payload(user) | {"permissions": permissions},
                "guild_locale": guild.locale,
            }
        return payload | extra

    def _check_context(
        self, command: dict[str, Any], user: User, channel: Channel, guild: Guild
    ) -> None:
        """A client offers a command only where its contexts and install types allow (a
        user-installed app: in group DMs and servers without its bot, and only to the users
        who installed it), and no command in an archived thread."""
        if channel.archived:
            raise StandInError(f"/{command['name']}: no command in an archived thread")
        context = context_of(channel)
        contexts = command.get("contexts")
        if context == CONTEXT_GUILD:
            if contexts is not None and CONTEXT_GUILD not in contexts:
                raise StandInError(f"/{command['name']} cannot be used in servers")
        elif context not in (contexts or []):
            raise StandInError(f"/{command['name']} is not offered in context {context}")
        user_only = channel.app_only or (not channel.private and not guild.has_bot)
        if user_only and USER_INSTALL not in (command.get("integration_types") or []):
            raise StandInError(f"/{command['name']} cannot be user-installed")
        if user_only and user.id not in self.user_installs:
            raise StandInError(f"/{command['name']}: {user.name} has not installed the app")

    async def _start(self, payload: dict[str, Any], user: User, channel: Channel) -> Interaction:
        interaction = Interaction(
            int(payload["id"]), payload["token"], payload["type"], user, channel, payload
        )
        self.interactions[interaction.token] = interaction
        await self.dispatch("INTERACTION_CREATE", payload)
        return interaction

    def command(self, name: str, guild: Guild | None = None) -> dict[str, Any]:
        """The synced command called ``name`` in ``guild`` (the first guild by default; its
        guild commands first; only global commands in DMs and group DMs); raises if not
        synced."""
        where = guild or self.guild
        for scope in (where.id, None) if where.has_bot and where is not self.private else (None,):
            for command in self.commands.get(scope, []):
                if command["name"] == name:
                    return command
        raise StandInError(f"no synced command /{name}")

    @staticmethod
    def _subcommand(command: dict[str, Any], name: str) -> dict[str, Any]:
        """The subcommand ``name`` of a command group, as synced."""
        for option in command.get("options", []):
            if option["type"] == 1 and option["name"] == name:
                return {**option, "name": f"{command['name']} {name}"}
        raise StandInError(f"/{command['name']} has no subcommand {name!r}")

    def _options(
        self,
        command: dict[str, Any],
        values: dict[str, Any],
        focused: str | None,
        check: bool,
        guild: Guild,
    ) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        specs = {o["name"]: o for o in command.get("options", [])}
        options: list[dict[str, Any]] = []
        resolved: dict[str, Any] = {"users": {}, "members": {}, "roles": {}}
        for name, value in values.items():
            spec = specs.get(name)
            if spec is None:
                raise StandInError(f"/{command['name']} has no option {name!r}: {list(specs)}")
            kind = spec["type"]
            sent = value
            if isinstance(value, User):
                if kind != 6:
                    raise StandInError(f"option {name} is not a user option")
                resolved["users"][str(value.id)] = value.payload()
                if value.id in guild.members:  # Discord resolves members only
                    member = guild.member_payload(value, with_user=False)
                    resolved["members"][str(value.id)] = member
                sent = str(value.id)
            elif isinstance(value, Role):
                if kind != 8:
                    raise StandInError(f"option {name} is not a role option")
                resolved["roles"][str(value.id)] = value.payload()
                sent = str(value.id)
            elif check and name != focused:
                self._check_option(command["name"], spec, value)
            option = {"name": name, "type": kind, "value": sent}
            if name == focused:
                option["focused"] = True
            options.append(option)
        if check and focused is None:
            missing = [n for n, s in specs.items() if s.get("required") and n not in values]
            if missing:
                raise StandInError(f"/{command['name']} needs {missing}")
        return options, resolved

    @staticmethod
    def _check_option(command: str, spec: dict[str, Any], value: Any) -> None:
        kind, name = spec["type"], spec["name"]
        types = {3: str, 4: int, 5: bool, 10: (int, float)}
        if kind in types and not isinstance(value, types[kind]):  # type: ignore[arg-type]
            raise StandInError(f"/{command} {name}: {value!r} has the wrong type")
        choices = spec.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise StandInError(f"/{command} {name}: {value!r} is not one of the choices")
        low, high = spec.get("min_value"), spec.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise StandInError(f"/{command} {name}: {value!r} is out of range")

    async def slash(
        self,
        user: User,
        name: str,
        options: dict[str, Any] | None = None,
        channel: Channel | None = None,
        *,
        check: bool = True,
    ) -> Interaction:
        """Run ``/name`` (``/group sub`` for a group's subcommand) as ``user``; options are
        checked against the synced command the way a Discord client checks them
        (``check=False`` sends them raw, like a modified client).
        """
        channel = channel or self.channel
        guild = self.guild_of(channel)
        name, _, sub = name.partition(" ")
        command = self.command(name, guild)
        self._check_context(command, user, channel, guild)
        spec = self._subcommand(command, sub) if sub else command
        opts, resolved = self._options(spec, options or {}, None, check, guild)
        if sub:
            opts = [{"name": sub, "type": 1, "options": opts}]
        data = {
            "id": command["id"],
            "name": name,
            "type": 1,
            "options": opts,
            "resolved": resolved,
        }
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        payload = self._interaction(2, user, channel, data)
        return await self._start(payload, user, channel)

    async def user_command(
        self, user: User, name: str, target: User, channel: Channel | None = None
    ) -> Interaction:
        """Run the user context menu command ``name`` on ``target`` as ``user``."""
        channel = channel or self.channel
        guild = self.guild_of(channel)
        command = self.command(name, guild)
        if command.get("type") != 2:
            raise StandInError(f"{name!r} is not a user command")
        self._check_context(command, user, channel, guild)
        resolved: dict[str, Any] = {"users": {str(target.id): target.payload()}}
        if target.id in guild.members:
            member = guild.member_payload(target, with_user=False)
            resolved["members"] = {str(target.id): member}
        data = {
            "id": command["id"],
            "name": name,
            "type": 2,
            "target_id": str(target.id),
            "resolved": resolved,
        }
        payload = self._interaction(2, user, channel, data)
        return await self._start(payload, user, channel)

    async def autocomplete(
        self,
        user: User,
        name: str,
        focused: str,
        options: dict[str, Any],
        channel: Channel | None = None,
        timeout: float = 10.0,
    ) -> list[dict[str, Any]]:
        """Type into option ``focused`` of ``/name``; return the choices the bot offers."""
        channel = channel or self.channel
        guild = self.guild_of(channel)
        command = self.command(name, guild)
        opts, resolved = self._options(command, options, focused, False, guild)
        data = {"id": command["id"], "name": name, "type": 1, "options": opts}
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        interaction = await self._start(
            self._interaction(4, user, channel, data | {"resolved": resolved}), user, channel
        )
        post = await self.wait_post(lambda p: p.interaction is interaction, timeout=timeout)
        return post.choices or []

    async def click(
        self,
        user: User,
        post: Post | int,
        label: str | None = None,
        custom_id: str | None = None,
    ) -> Interaction:
        """Click a button (by label or custom id) on a bot message, as ``user``.

        Raises ``StandInError`` if the button is missing or disabled (a client cannot click it).
        """
        message_id = post.id if isinstance(post, Post) else post
        message = self.messages.get(message_id)
        if message is None:
            raise StandInError(f"no message {message_id}")
        current = Post("message", int(message["channel_id"]), message)
        button = current.button(label) if label else None
        if button is None:
            matches = [b for b in current.buttons() if b.get("custom_id") == custom_id]
            if not matches:
                raise StandInError(f"no button with custom id {custom_id!r}")
            button = matches[0]
        if button.get("disabled"):
            raise StandInError(f"the button {button.get('label')!r} is disabled")
        channel = self.find_channel(int(message["channel_id"]))
        assert channel is not None
        data = {"custom_id": button["custom_id"], "component_type": 2}
        payload = self._interaction(3, user, channel, data, message=message)
        return await self._start(payload, user, channel)

    async def choose(
        self, user: User, post: Post | int, custom_id_prefix: str, values: list[str]
    ) -> Interaction:
        """Pick ``values`` in the select menu ``custom_id_prefix`` of a bot message, as ``user``.

        Raises ``StandInError`` if the menu is missing or disabled, or a value is not offered.
        """
        message_id = post.id if isinstance(post, Post) else post
        message = self.messages.get(message_id)
        if message is None:
            raise StandInError(f"no message {message_id}")
        menu = Post("message", int(message["channel_id"]), message).select(custom_id_prefix)
        if menu.get("disabled"):
            raise StandInError(f"the menu {menu['custom_id']!r} is disabled")
        offered = [str(o["value"]) for o in menu.get("options", [])]
        low, high = int(menu.get("min_values", 1)), int(menu.get("max_values", 1))
        if not low <= len(values) <= high or any(v not in offered for v in values):
            raise StandInError(f"cannot choose {values} in {menu['custom_id']!r}: {offered}")
        channel = self.find_channel(int(message["channel_id"]))
        assert channel is not None
        data = {"custom_id": menu["custom_id"], "component_type": 3, "values": values}
        payload = self._interaction(3, user, channel, data, message=message)
        return await self._start(payload, user, channel)
