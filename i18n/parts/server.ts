<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Network</name>
        <message>
            <source>The server's certificate is not signed by an authority this computer trusts (a server on a friend's computer usually is not).</source>
            <translation>Das Zertifikat des Servers ist von keiner Stelle signiert, der dieser Computer vertraut (ein Server auf dem Computer eines Freundes ist es meist nicht).</translation>
        </message>
        <message>
            <source>WARNING: the server's certificate has CHANGED since you trusted it. Another computer may be posing as the server. Nothing was sent to it.</source>
            <translation>WARNUNG: Das Zertifikat des Servers hat sich GEÄNDERT, seit du ihm vertraut hast. Ein anderer Computer könnte sich als der Server ausgeben. Es wurde nichts an ihn gesendet.</translation>
        </message>
        <message>
            <source>WARNING: the server at %1 now shows another certificate than the one you trusted. Another computer may be posing as it. Trust the new certificate only if the host tells you they changed it and its fingerprint is:

%2</source>
            <translation>WARNUNG: Der Server unter %1 zeigt jetzt ein anderes Zertifikat als das, dem du vertraut hast. Ein anderer Computer könnte sich als er ausgeben. Vertraue dem neuen Zertifikat nur, wenn dir der Gastgeber sagt, dass er es geändert hat, und sein Fingerabdruck lautet:

%2</translation>
        </message>
        <message>
            <source>The server at %1 uses a certificate of its own, which no authority vouches for. Ask the host for its fingerprint and compare it with this one:

%2

Trust this certificate for this server?</source>
            <translation>Der Server unter %1 verwendet ein eigenes Zertifikat, für das keine Stelle bürgt. Frag den Gastgeber nach seinem Fingerabdruck und vergleiche ihn mit diesem:

%2

Diesem Zertifikat für diesen Server vertrauen?</translation>
        </message>
        <message>
            <source>The server's certificate</source>
            <translation>Das Zertifikat des Servers</translation>
        </message>
        <message>
            <source>Trust the new certificate</source>
            <translation>Dem neuen Zertifikat vertrauen</translation>
        </message>
        <message>
            <source>Trust this certificate</source>
            <translation>Diesem Zertifikat vertrauen</translation>
        </message>
        <message>
            <source>The server's certificate could not be read: %1</source>
            <translation>Das Zertifikat des Servers konnte nicht gelesen werden: %1</translation>
        </message>
    </context>
</TS>
