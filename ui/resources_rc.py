# Resource object code (Python 3)
# Created by: object code
# Created by: The Resource Compiler for Qt version 6.12.0
# WARNING! All changes made in this file will be lost!

from PySide6 import QtCore

qt_resource_data = b"\
\x00\x00\x00!\
<\
\xb8d\x18\xca\xef\x9c\x95\xcd!\x1c\xbf`\xa1\xbd\xdd\xa7\
\x00\x00\x00\x05de_DE\x88\x00\x00\x00\x02\x01\x01\
\
\x00\x00\x07\x5c\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 252 352\x22 wid\
th=\x22252\x22 height=\
\x22352\x22>\x0a  <title>\
Card back</title\
>\x0a  <rect x=\x221\x22 \
y=\x221\x22 width=\x22250\
\x22 height=\x22350\x22 r\
x=\x2216\x22 fill=\x22#ff\
f4dc\x22 stroke=\x22#3\
b2418\x22 stroke-wi\
dth=\x222\x22/>\x0a  <rec\
t x=\x2210\x22 y=\x2210\x22 \
width=\x22232\x22 heig\
ht=\x22332\x22 rx=\x2210\x22\
 fill=\x22#1f5f6e\x22/\
>\x0a  <path d=\x22M21\
4 22L230 38M188 \
22L230 64M162 22\
L230 90M136 22L2\
30 116M110 22L23\
0 142M84 22L230 \
168M58 22L230 19\
4M32 22L230 220M\
22 38L230 246M22\
 64L230 272M22 9\
0L230 298M22 116\
L230 324M22 142L\
210 330M22 168L1\
84 330M22 194L15\
8 330M22 220L132\
 330M22 246L106 \
330M22 272L80 33\
0M22 298L54 330M\
22 324L28 330M22\
 46L46 22M22 72L\
72 22M22 98L98 2\
2M22 124L124 22M\
22 150L150 22M22\
 176L176 22M22 2\
02L202 22M22 228\
L228 22M22 254L2\
30 46M22 280L230\
 72M22 306L230 9\
8M24 330L230 124\
M50 330L230 150M\
76 330L230 176M1\
02 330L230 202M1\
28 330L230 228M1\
54 330L230 254M1\
80 330L230 280M2\
06 330L230 306\x22 \
stroke=\x22#2a7d8a\x22\
 stroke-width=\x223\
\x22/>\x0a  <rect x=\x221\
8\x22 y=\x2218\x22 width=\
\x22216\x22 height=\x2231\
6\x22 rx=\x226\x22 fill=\x22\
none\x22 stroke=\x22#e\
9b949\x22 stroke-wi\
dth=\x222.5\x22/>\x0a  <!\
-- medallion -->\
\x0a  <circle cx=\x221\
26\x22 cy=\x22176\x22 r=\x22\
62\x22 fill=\x22#1f5f6\
e\x22 stroke=\x22#e9b9\
49\x22 stroke-width\
=\x224\x22/>\x0a  <circle\
 cx=\x22126\x22 cy=\x2217\
6\x22 r=\x2252\x22 fill=\x22\
#c1502e\x22/>\x0a  <pa\
th d=\x22M104 221 q\
5.5 -5 11 0 t11 \
0 t11 0 t11 0\x22 f\
ill=\x22none\x22 strok\
e=\x22#e9b949\x22 stro\
ke-width=\x223\x22 str\
oke-linecap=\x22rou\
nd\x22/>\x0a  <!-- gar\
ita -->\x0a  <g fil\
l=\x22#fff4dc\x22>\x0a   \
 <path d=\x22M106 1\
96 H146 L132 212\
 H120 Z\x22/>\x0a    <\
rect x=\x22108\x22 y=\x22\
160\x22 width=\x2236\x22 \
height=\x2238\x22/>\x0a  \
  <rect x=\x22104\x22 \
y=\x22154\x22 width=\x224\
4\x22 height=\x228\x22 rx\
=\x223\x22/>\x0a    <path\
 d=\x22M108 154 C10\
8 128 144 128 14\
4 154 Z\x22/>\x0a    <\
circle cx=\x22126\x22 \
cy=\x22130\x22 r=\x225\x22/>\
\x0a  </g>\x0a  <rect \
x=\x22122\x22 y=\x22168\x22 \
width=\x228\x22 height\
=\x2220\x22 rx=\x224\x22 fil\
l=\x22#c1502e\x22/>\x0a  \
<!-- corner star\
s -->\x0a  <g fill=\
\x22#e9b949\x22>\x0a    <\
path id=\x22star\x22 d\
=\x22M40 28 L43 37 \
L52 40 L43 43 L4\
0 52 L37 43 L28 \
40 L37 37 Z\x22/>\x0a \
   <use href=\x22#s\
tar\x22 x=\x22172\x22/><u\
se href=\x22#star\x22 \
y=\x22272\x22/><use hr\
ef=\x22#star\x22 x=\x2217\
2\x22 y=\x22272\x22/>\x0a  <\
/g>\x0a</svg>\x0a\
\x00\x00\x03\x16\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 240 140\x22 wid\
th=\x22240\x22 height=\
\x22140\x22>\x0a  <title>\
Trading house</t\
itle>\x0a  <rect x=\
\x221\x22 y=\x221\x22 width=\
\x22238\x22 height=\x2213\
8\x22 rx=\x2212\x22 fill=\
\x22#f2d9a6\x22 stroke\
=\x22#3b2418\x22\x0a     \
   stroke-width=\
\x222\x22/>\x0a  <rect x=\
\x228\x22 y=\x2234\x22 width\
=\x22224\x22 height=\x229\
8\x22 rx=\x226\x22 fill=\x22\
#fff4dc\x22/>\x0a  <!-\
- striped awning\
 -->\x0a  <path d=\x22\
M10 8h22v18q-11 \
10 -22 0zM54 8h2\
2v18q-11 10 -22 \
0zM98 8h22v18q-1\
1 10 -22 0zM142 \
8h22v18q-11 10 -\
22 0zM186 8h22v1\
8q-11 10 -22 0z\x22\
 fill=\x22#c1502e\x22/\
>\x0a  <path d=\x22M32\
 8h22v18q-11 10 \
-22 0zM76 8h22v1\
8q-11 10 -22 0zM\
120 8h22v18q-11 \
10 -22 0zM164 8h\
22v18q-11 10 -22\
 0zM208 8h22v18q\
-11 10 -22 0z\x22 f\
ill=\x22#e9b949\x22/>\x0a\
  <path d=\x22M10 8\
 H230\x22 stroke=\x22#\
8f3a20\x22 stroke-w\
idth=\x223\x22 stroke-\
linecap=\x22round\x22/\
>\x0a  <path d=\x22M8 \
132 H232\x22 stroke\
=\x22#d9b77c\x22 strok\
e-width=\x223\x22/>\x0a</\
svg>\x0a\
\x00\x00\x03\x95\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 64 64\x22 width\
=\x2264\x22 height=\x2264\
\x22>\x0a  <title>Gove\
rnor</title>\x0a  <\
!-- ribbon tails\
 -->\x0a  <path d=\x22\
M18 40 L12 62 L2\
0 57 L25 62 L29 \
44 Z\x22 fill=\x22#1f7\
a8c\x22/>\x0a  <path d\
=\x22M46 40 L52 62 \
L44 57 L39 62 L3\
5 44 Z\x22 fill=\x22#1\
f7a8c\x22/>\x0a  <!-- \
medal -->\x0a  <cir\
cle cx=\x2232\x22 cy=\x22\
28\x22 r=\x2225\x22 fill=\
\x22#b5791b\x22/>\x0a  <c\
ircle cx=\x2232\x22 cy\
=\x2228\x22 r=\x2221.5\x22 f\
ill=\x22#e9b949\x22/>\x0a\
  <circle cx=\x2232\
\x22 cy=\x2228\x22 r=\x2217\x22\
 fill=\x22none\x22 str\
oke=\x22#fff0c2\x22 st\
roke-width=\x221.5\x22\
\x0a          strok\
e-dasharray=\x222.5\
 2.5\x22/>\x0a  <!-- c\
rown -->\x0a  <path\
 d=\x22M20 35 L18 2\
0 L25 26 L32 16 \
L39 26 L46 20 L4\
4 35 Z\x22 fill=\x22#c\
1502e\x22\x0a        s\
troke=\x22#3b2418\x22 \
stroke-width=\x221.\
8\x22 stroke-linejo\
in=\x22round\x22/>\x0a  <\
rect x=\x2219.5\x22 y=\
\x2234\x22 width=\x2225\x22 \
height=\x225\x22 rx=\x221\
.5\x22 fill=\x22#3b241\
8\x22/>\x0a  <g fill=\x22\
#fff0c2\x22>\x0a    <c\
ircle cx=\x2218\x22 cy\
=\x2219\x22 r=\x222.2\x22/><\
circle cx=\x2232\x22 c\
y=\x2215\x22 r=\x222.2\x22/>\
<circle cx=\x2246\x22 \
cy=\x2219\x22 r=\x222.2\x22/\
>\x0a    <circle cx\
=\x2232\x22 cy=\x2228\x22 r=\
\x222\x22/>\x0a  </g>\x0a</s\
vg>\x0a\
\x00\x00\x08\xa0\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 256 256\x22 wid\
th=\x22256\x22 height=\
\x22256\x22>\x0a  <title>\
San Juan</title>\
\x0a  <defs>\x0a    <l\
inearGradient id\
=\x22sky\x22 x1=\x220\x22 y1\
=\x220\x22 x2=\x220\x22 y2=\x22\
1\x22>\x0a      <stop \
offset=\x220\x22 stop-\
color=\x22#f7c873\x22/\
>\x0a      <stop of\
fset=\x221\x22 stop-co\
lor=\x22#ee8a5a\x22/>\x0a\
    </linearGrad\
ient>\x0a  </defs>\x0a\
  <rect width=\x222\
56\x22 height=\x22256\x22\
 rx=\x2252\x22 fill=\x22u\
rl(#sky)\x22/>\x0a  <c\
ircle cx=\x2270\x22 cy\
=\x22142\x22 r=\x2238\x22 fi\
ll=\x22#fff0c2\x22/>\x0a \
 <!-- sea -->\x0a  \
<path d=\x22M0 156 \
H256 V204 A52 52\
 0 0 1 204 256 H\
52 A52 52 0 0 1 \
0 204 Z\x22 fill=\x22#\
1f7a8c\x22/>\x0a  <rec\
t y=\x22156\x22 width=\
\x22256\x22 height=\x228\x22\
 fill=\x22#2a9d8f\x22/\
>\x0a  <g fill=\x22#ff\
f0c2\x22 opacity=\x220\
.85\x22>\x0a    <rect \
x=\x2244\x22 y=\x22170\x22 w\
idth=\x2252\x22 height\
=\x225\x22 rx=\x222.5\x22/>\x0a\
    <rect x=\x2254\x22\
 y=\x22184\x22 width=\x22\
32\x22 height=\x225\x22 r\
x=\x222.5\x22/>\x0a    <r\
ect x=\x2262\x22 y=\x2219\
8\x22 width=\x2216\x22 he\
ight=\x225\x22 rx=\x222.5\
\x22/>\x0a  </g>\x0a  <pa\
th d=\x22M12 222 q1\
2 -8 24 0 t24 0 \
t24 0 t24 0\x22 fil\
l=\x22none\x22 stroke=\
\x22#8fd3d9\x22\x0a      \
  stroke-width=\x22\
5\x22 stroke-lineca\
p=\x22round\x22/>\x0a  <!\
-- sail boat -->\
\x0a  <path d=\x22M22 \
150 h34 l-6 8 h-\
22 z\x22 fill=\x22#233\
95b\x22/>\x0a  <path d\
=\x22M40 104 v44 h-\
16 z\x22 fill=\x22#fff\
8e7\x22/>\x0a  <path d\
=\x22M43 112 v36 h1\
2 z\x22 fill=\x22#fff8\
e7\x22/>\x0a  <!-- for\
tress wall -->\x0a \
 <path d=\x22M132 1\
46 H256 V204 A52\
 52 0 0 1 204 25\
6 H112 Z\x22 fill=\x22\
#c1502e\x22/>\x0a  <pa\
th d=\x22M132 146 H\
256 V158 H130 Z\x22\
 fill=\x22#d9694a\x22/\
>\x0a  <g stroke=\x22#\
9c3d22\x22 stroke-w\
idth=\x224\x22 stroke-\
linecap=\x22round\x22>\
\x0a    <path d=\x22M1\
36 184 H236\x22/><p\
ath d=\x22M124 214 \
H250\x22/><path d=\x22\
M118 242 H220\x22/>\
\x0a    <path d=\x22M1\
76 158 V184\x22/><p\
ath d=\x22M216 158 \
V184\x22/><path d=\x22\
M156 184 V214\x22/>\
\x0a    <path d=\x22M2\
00 184 V214\x22/><p\
ath d=\x22M176 214 \
V242\x22/><path d=\x22\
M232 214 V242\x22/>\
\x0a  </g>\x0a  <!-- g\
arita (sentry bo\
x) on the corner\
 of the wall -->\
\x0a  <path d=\x22M118\
 146 H170 L152 1\
72 H136 Z\x22 fill=\
\x22#e8c99a\x22/>\x0a  <p\
ath d=\x22M156 146 \
H170 L152 172 H1\
46 Z\x22 fill=\x22#cfa\
877\x22/>\x0a  <rect x\
=\x22120\x22 y=\x2296\x22 wi\
dth=\x2248\x22 height=\
\x2252\x22 fill=\x22#f2d9\
a6\x22/>\x0a  <rect x=\
\x22152\x22 y=\x2296\x22 wid\
th=\x2216\x22 height=\x22\
52\x22 fill=\x22#dcbd8\
a\x22/>\x0a  <rect x=\x22\
116\x22 y=\x2290\x22 widt\
h=\x2256\x22 height=\x229\
\x22 rx=\x223\x22 fill=\x22#\
e8c99a\x22/>\x0a  <pat\
h d=\x22M120 90 C12\
0 58 168 58 168 \
90 Z\x22 fill=\x22#f2d\
9a6\x22/>\x0a  <path d\
=\x22M150 64 C162 7\
0 168 78 168 90 \
H154 C154 80 153\
 72 150 64 Z\x22 fi\
ll=\x22#dcbd8a\x22/>\x0a \
 <circle cx=\x22144\
\x22 cy=\x2258\x22 r=\x226\x22 \
fill=\x22#e8c99a\x22/>\
\x0a  <rect x=\x22139\x22\
 y=\x22108\x22 width=\x22\
10\x22 height=\x2228\x22 \
rx=\x225\x22 fill=\x22#23\
395b\x22/>\x0a</svg>\x0a\
\x00\x00V\xc3\
<\
!DOCTYPE html>\x0a<\
html lang=\x22en\x22>\x0a\
<head>\x0a<meta cha\
rset=\x22utf-8\x22>\x0a<t\
itle>San Juan \xe2\x80\
\x94 Rules</title>\x0a\
<style>\x0abody { f\
ont-family: sans\
-serif; color: #\
3b2418; backgrou\
nd: #fffaf0; }\x0ah\
1 { color: #c150\
2e; }\x0ah2 { color\
: #1f7a8c; margi\
n-top: 18px; }\x0ah\
3 { color: #7b3f\
61; margin-top: \
12px; }\x0atable { \
border-collapse:\
 collapse; margi\
n: 6px 0; }\x0ath {\
 background: #f2\
d9a6; text-align\
: left; }\x0atd.n, \
th.n { text-alig\
n: center; }\x0a.no\
te { color: #6b5\
443; font-style:\
 italic; }\x0a.ed {\
 color: #1f5f6e;\
 }\x0a</style>\x0a</he\
ad>\x0a<body>\x0a\x0a<h1>\
San Juan</h1>\x0a<p\
>A card game for\
 2 to 4 players \
by Andreas Seyfa\
rth (alea, 2004;\
 revised edition\
\x0a2018). You are \
a builder in the\
 young colonial \
town of\x0aSan Juan\
. Build producti\
on buildings, pr\
oduce and sell g\
oods, and put up\
 grand buildings\
\x0afor victory poi\
nts. The player \
with the most vi\
ctory points at \
the end wins.</p\
>\x0a\x0a<p><b>Content\
s:</b>\x0a<a href=\x22\
#components\x22>1. \
Components</a> \xc2\
\xb7\x0a<a href=\x22#card\
s\x22>2. The buildi\
ngs</a> \xc2\xb7\x0a<a hr\
ef=\x22#setup\x22>3. S\
et-up</a> \xc2\xb7\x0a<a \
href=\x22#round\x22>4.\
 Playing a round\
</a> \xc2\xb7\x0a<a href=\
\x22#roles\x22>5. The \
roles</a> \xc2\xb7\x0a<a \
href=\x22#end\x22>6. E\
nd of the game a\
nd scoring</a> \xc2\
\xb7\x0a<a href=\x22#hidd\
en\x22>7. What you \
may see</a> \xc2\xb7\x0a<\
a href=\x22#expansi\
on\x22>8. Expansion\
: the new buildi\
ngs</a></p>\x0a\x0a<h2\
><a name=\x22compon\
ents\x22></a>1. Com\
ponents</h2>\x0a<p>\
<b>Cards.</b> Ev\
ery card in the \
deck is a buildi\
ng. What a card \
means depends on\
 where\x0ait lies:<\
/p>\x0a<ul>\x0a<li><b>\
In your town</b>\
 (face up in fro\
nt of you) it is\
 a <i>building</\
i>.</li>\x0a<li><b>\
In your hand</b>\
 it is <i>money<\
/i>: you pay for\
 buildings with \
hand cards.</li>\
\x0a<li><b>Face dow\
n on a productio\
n building</b> i\
t is a <i>good</\
i>.</li>\x0a</ul>\x0a<\
p>Cards used as \
money or as good\
s are never look\
ed at: nobody, n\
ot even their ow\
ner,\x0aknows which\
 card a good is.\
</p>\x0a<p><b>Five \
role cards:</b> \
Builder, Produce\
r, Trader, Counc\
illor and Prospe\
ctor.</p>\x0a<p><b>\
The Governor car\
d</b> marks the \
start player of \
the round.</p>\x0a<\
p><b>Five tradin\
g-house tiles</b\
> show the price\
, in cards, for \
selling one good\
 of each\x0akind:</\
p>\x0a<table border\
=\x221\x22 cellpadding\
=\x224\x22>\x0a<tr><th>ti\
le</th><th class\
=\x22n\x22>indigo</th>\
<th class=\x22n\x22>su\
gar</th><th clas\
s=\x22n\x22>tobacco</t\
h>\x0a<th class=\x22n\x22\
>coffee</th><th \
class=\x22n\x22>silver\
</th></tr>\x0a<tr><\
td>A</td><td cla\
ss=\x22n\x22>1</td><td\
 class=\x22n\x22>1</td\
><td class=\x22n\x22>1\
</td><td class=\x22\
n\x22>2</td><td cla\
ss=\x22n\x22>2</td></t\
r>\x0a<tr><td>B</td\
><td class=\x22n\x22>1\
</td><td class=\x22\
n\x22>1</td><td cla\
ss=\x22n\x22>2</td><td\
 class=\x22n\x22>2</td\
><td class=\x22n\x22>2\
</td></tr>\x0a<tr><\
td>C</td><td cla\
ss=\x22n\x22>1</td><td\
 class=\x22n\x22>1</td\
><td class=\x22n\x22>2\
</td><td class=\x22\
n\x22>2</td><td cla\
ss=\x22n\x22>3</td></t\
r>\x0a<tr><td>D</td\
><td class=\x22n\x22>1\
</td><td class=\x22\
n\x22>2</td><td cla\
ss=\x22n\x22>2</td><td\
 class=\x22n\x22>2</td\
><td class=\x22n\x22>3\
</td></tr>\x0a<tr><\
td>E</td><td cla\
ss=\x22n\x22>1</td><td\
 class=\x22n\x22>2</td\
><td class=\x22n\x22>2\
</td><td class=\x22\
n\x22>3</td><td cla\
ss=\x22n\x22>3</td></t\
r>\x0a</table>\x0a<p>T\
he tiles are shu\
ffled face down \
once at the star\
t. After that th\
eir order never\x0a\
changes: a tile \
that has been us\
ed goes under th\
e stack.</p>\x0a\x0a<h\
2><a name=\x22cards\
\x22></a>2. The bui\
ldings</h2>\x0a<p>C\
ost is the numbe\
r of cards you p\
ay to build; VP \
are the victory \
points printed o\
n the\x0acard. Ther\
e are two kinds \
of buildings:</p\
>\x0a<ul>\x0a<li><b>Pr\
oduction buildin\
gs</b> produce g\
oods. You may ow\
n any number of \
them, also\x0asever\
al of the same k\
ind.</li>\x0a<li><b\
>Violet building\
s</b> (called <i\
>city buildings<\
/i> in the 2018 \
edition) are all\
 the\x0aothers. The\
y give you speci\
al abilities. Yo\
u may own <b>at \
most one of each\
</b> violet\x0abuil\
ding.</li>\x0a</ul>\
\x0a\x0a<h3>Production\
 buildings</h3>\x0a\
<table border=\x221\
\x22 cellpadding=\x224\
\x22>\x0a<tr><th>build\
ing</th><th clas\
s=\x22n\x22>cost</th><\
th class=\x22n\x22>VP<\
/th><th>produces\
</th>\x0a<th class=\
\x22n\x22>copies (clas\
sic)</th><th cla\
ss=\x22n\x22>copies (2\
018)</th></tr>\x0a<\
tr><td>Indigo pl\
ant</td><td clas\
s=\x22n\x22>1</td><td \
class=\x22n\x22>1</td>\
<td>indigo</td><\
td class=\x22n\x22>10<\
/td><td class=\x22n\
\x22>10</td></tr>\x0a<\
tr><td>Sugar mil\
l</td><td class=\
\x22n\x22>2</td><td cl\
ass=\x22n\x22>1</td><t\
d>sugar</td><td \
class=\x22n\x22>8</td>\
<td class=\x22n\x22>8<\
/td></tr>\x0a<tr><t\
d>Tobacco storag\
e</td><td class=\
\x22n\x22>3</td><td cl\
ass=\x22n\x22>2</td><t\
d>tobacco</td><t\
d class=\x22n\x22>8</t\
d><td class=\x22n\x22>\
9</td></tr>\x0a<tr>\
<td>Coffee roast\
er</td><td class\
=\x22n\x22>4</td><td c\
lass=\x22n\x22>2</td><\
td>coffee</td><t\
d class=\x22n\x22>8</t\
d><td class=\x22n\x22>\
9</td></tr>\x0a<tr>\
<td>Silver smelt\
er</td><td class\
=\x22n\x22>5</td><td c\
lass=\x22n\x22>3</td><\
td>silver</td><t\
d class=\x22n\x22>8</t\
d><td class=\x22n\x22>\
8</td></tr>\x0a</ta\
ble>\x0a\x0a<h3>Violet\
 buildings</h3>\x0a\
<p>Three copies \
of each, except \
the four buildin\
gs costing 6, wh\
ich have two cop\
ies\x0aeach.</p>\x0a<t\
able border=\x221\x22 \
cellpadding=\x224\x22>\
\x0a<tr><th>buildin\
g</th><th class=\
\x22n\x22>cost</th><th\
 class=\x22n\x22>VP</t\
h><th>effect</th\
></tr>\x0a<tr><td>S\
mithy</td><td cl\
ass=\x22n\x22>1</td><t\
d class=\x22n\x22>1</t\
d><td>Builder: p\
ay 1 card less f\
or a production \
building.</td></\
tr>\x0a<tr><td>Gold\
 mine</td><td cl\
ass=\x22n\x22>1</td><t\
d class=\x22n\x22>1</t\
d><td>Prospector\
: turn over 4 ca\
rds; if all cost\
s differ, take o\
ne.</td></tr>\x0a<t\
r><td>Archive</t\
d><td class=\x22n\x22>\
1</td><td class=\
\x22n\x22>1</td><td>Co\
uncillor: discar\
d from your whol\
e hand, not only\
 the new cards.<\
/td></tr>\x0a<tr><t\
d>Poor house</td\
><td class=\x22n\x22>2\
</td><td class=\x22\
n\x22>1</td><td>Bui\
lder: after buil\
ding, draw 1 car\
d if you have 0 \
or 1 cards left.\
</td></tr>\x0a<tr><\
td>Black market<\
/td><td class=\x22n\
\x22>2</td><td clas\
s=\x22n\x22>1</td><td>\
Builder: pay wit\
h up to 2 of you\
r goods instead \
of cards.</td></\
tr>\x0a<tr><td>Trad\
ing post</td><td\
 class=\x22n\x22>2</td\
><td class=\x22n\x22>1\
</td><td>Trader:\
 sell 1 more goo\
d.</td></tr>\x0a<tr\
><td>Well</td><t\
d class=\x22n\x22>2</t\
d><td class=\x22n\x22>\
1</td><td>Produc\
er: draw 1 card \
if you produce a\
t least 2 goods.\
</td></tr>\x0a<tr><\
td>Market stand<\
/td><td class=\x22n\
\x22>2</td><td clas\
s=\x22n\x22>1</td><td>\
Trader: draw 1 c\
ard if you sell \
at least 2 goods\
.</td></tr>\x0a<tr>\
<td>Crane</td><t\
d class=\x22n\x22>2</t\
d><td class=\x22n\x22>\
1</td><td>Builde\
r: build over on\
e of your own bu\
ildings.</td></t\
r>\x0a<tr><td>Chape\
l</td><td class=\
\x22n\x22>3</td><td cl\
ass=\x22n\x22>2</td><t\
d>Start of round\
: tuck 1 hand ca\
rd under the Cha\
pel, 1 VP each.<\
/td></tr>\x0a<tr><t\
d>Tower</td><td \
class=\x22n\x22>3</td>\
<td class=\x22n\x22>2<\
/td><td>Start of\
 round: your han\
d limit is 12.</\
td></tr>\x0a<tr><td\
>Aqueduct</td><t\
d class=\x22n\x22>3</t\
d><td class=\x22n\x22>\
2</td><td>Produc\
er: produce 1 mo\
re good.</td></t\
r>\x0a<tr><td>Carpe\
nter</td><td cla\
ss=\x22n\x22>3</td><td\
 class=\x22n\x22>2</td\
><td>Builder: dr\
aw 1 card after \
building a viole\
t building.</td>\
</tr>\x0a<tr><td>Pr\
efecture</td><td\
 class=\x22n\x22>3 cla\
ssic / 4 (2018)<\
/td><td class=\x22n\
\x22>2</td><td>Coun\
cillor: keep 2 c\
ards instead of \
1.</td></tr>\x0a<tr\
><td>Market hall\
</td><td class=\x22\
n\x22>4</td><td cla\
ss=\x22n\x22>2</td><td\
>Trader: draw 1 \
more card if you\
 sell at least 1\
 good.</td></tr>\
\x0a<tr><td>Quarry<\
/td><td class=\x22n\
\x22>4</td><td clas\
s=\x22n\x22>2</td><td>\
Builder: pay 1 c\
ard less for a v\
iolet building.<\
/td></tr>\x0a<tr><t\
d>Library</td><t\
d class=\x22n\x22>5</t\
d><td class=\x22n\x22>\
3</td><td>Double\
s the privilege \
of the role you \
choose.</td></tr\
>\x0a<tr><td>Statue\
</td><td class=\x22\
n\x22>3</td><td cla\
ss=\x22n\x22>3</td><td\
>Monument: victo\
ry points only.<\
/td></tr>\x0a<tr><t\
d>Victory column\
</td><td class=\x22\
n\x22>4</td><td cla\
ss=\x22n\x22>4</td><td\
>Monument: victo\
ry points only.<\
/td></tr>\x0a<tr><t\
d>Hero</td><td c\
lass=\x22n\x22>5</td><\
td class=\x22n\x22>5</\
td><td>Monument:\
 victory points \
only.</td></tr>\x0a\
<tr><td>Guild ha\
ll</td><td class\
=\x22n\x22>6</td><td c\
lass=\x22n\x22>0</td><\
td>End: VP for y\
our production b\
uildings.</td></\
tr>\x0a<tr><td>City\
 hall</td><td cl\
ass=\x22n\x22>6</td><t\
d class=\x22n\x22>0</t\
d><td>End: 1 VP \
per violet build\
ing.</td></tr>\x0a<\
tr><td>Triumphal\
 arch</td><td cl\
ass=\x22n\x22>6</td><t\
d class=\x22n\x22>0</t\
d><td>End: VP fo\
r your monuments\
.</td></tr>\x0a<tr>\
<td>Palace</td><\
td class=\x22n\x22>6</\
td><td class=\x22n\x22\
>0</td><td>End: \
+1 VP for every \
4 VP.</td></tr>\x0a\
</table>\x0a<p>The \
classic edition \
has 110 cards (4\
2 production and\
 68 violet build\
ings), the 2018\x0a\
edition 112 (44 \
and 68).</p>\x0a\x0a<h\
2><a name=\x22setup\
\x22></a>3. Set-up<\
/h2>\x0a<ol>\x0a<li>Ch\
oose the start p\
layer at random;\
 they take the G\
overnor card.</l\
i>\x0a<li>Lay out t\
he five role car\
ds. Shuffle the \
five trading-hou\
se tiles into a \
face-down\x0astack.\
</li>\x0a<li>Take o\
ne Indigo plant \
per player out o\
f the deck; each\
 player places o\
ne face up in\x0afr\
ont of them as t\
he first buildin\
g of their town.\
 Shuffle the res\
t of the deck an\
d deal\x0a<b>4 card\
s</b> to each pl\
ayer.</li>\x0a<li>T\
he remaining car\
ds form the face\
-down draw pile.\
 Discarded cards\
 go face down on\
to a\x0adiscard pil\
e beside it. Whe\
never you must d\
raw and the draw\
 pile is empty, \
shuffle the\x0adisc\
ard pile to form\
 a new draw pile\
. (If both are e\
mpty, no more ca\
rds can be drawn\
.)</li>\x0a</ol>\x0a<p\
><b>Variant</b> \
(recommended onc\
e you know the g\
ame): deal the s\
tart player 5 ca\
rds, the\x0asecond \
player 6, the th\
ird 7 and the fo\
urth 8. Each pla\
yer keeps 4 card\
s of their choic\
e\x0aand discards t\
he rest.</p>\x0a\x0a<h\
2><a name=\x22round\
\x22></a>4. Playing\
 a round</h2>\x0a<h\
3>Start of a rou\
nd</h3>\x0a<p>Befor\
e the Governor c\
hooses a role \xe2\x80\
\x94 in every round\
 except the firs\
t \xe2\x80\x94 these step\
s\x0ahappen in this\
 order:</p>\x0a<ol>\
\x0a<li><b>Chapel:<\
/b> its owner ma\
y tuck one hand \
card face down u\
nder the Chapel.\
 Each card\x0athere\
 is worth 1 VP a\
t the end.</li>\x0a\
<li><b>Hand limi\
t:</b> every pla\
yer with more th\
an <b>7</b> card\
s in hand discar\
ds down to\x0a7, ch\
oosing which car\
ds to keep. The \
owner of a <b>To\
wer</b> has a li\
mit of <b>12</b>\
. The\x0ahand limit\
 is only checked\
 here; during a \
round your hand \
may grow larger.\
</li>\x0a</ol>\x0a<p>(\
With the expansi\
on, the Office b\
uilding and the \
Bank also act he\
re, and the hand\
 limit\x0achanges; \
see <a href=\x22#ex\
pansion\x22>section\
 8</a>.)</p>\x0a\x0a<h\
3>Choosing roles\
</h3>\x0a<ol>\x0a<li>T\
he Governor choo\
ses one of the a\
vailable roles a\
nd lays it in fr\
ont of them. Tha\
t\x0arole's <b>phas\
e</b> is played \
at once: the pla\
yer who chose it\
 acts first and \
enjoys the\x0arole'\
s <b>privilege</\
b>; then each ot\
her player, in c\
lockwise order, \
may take the rol\
e's\x0a<b>action</b\
>. Anyone may pa\
ss.</li>\x0a<li>The\
n the next playe\
r clockwise choo\
ses one of the <\
i>remaining</i> \
roles, its phase\
 is\x0aplayed start\
ing with that pl\
ayer, and so on,\
 until every pla\
yer has chosen o\
ne role.</li>\x0a<l\
i>You <b>must</b\
> choose a role \
when it is your \
turn, but you ne\
ed not use it. A\
 chosen\x0arole sta\
ys with its choo\
ser until the en\
d of the round.<\
/li>\x0a<li>At the \
end of the round\
 all roles retur\
n to the middle \
and the Governor\
 card passes to\x0a\
the next player \
clockwise.</li>\x0a\
</ol>\x0a<p><b>Two \
players:</b> the\
 Governor choose\
s a second role \
after the other \
player's\x0achoice,\
 so three of the\
 five roles are \
played each roun\
d, in the order \
Governor \xe2\x80\x93 oth\
er\x0aplayer \xe2\x80\x93 Go\
vernor.</p>\x0a\x0a<h2\
><a name=\x22roles\x22\
></a>5. The role\
s</h2>\x0a<p>The ef\
fect of a violet\
 building starts\
 <b>after the bu\
ilder phase in w\
hich it was\x0abuil\
t</b> (possibly \
later in the sam\
e round). Using \
a building is al\
ways optional.</\
p>\x0a\x0a<h3>Builder \
\xe2\x80\x94 everyone may\
 build one build\
ing; the builder\
 pays 1 card les\
s</h3>\x0a<p>In tur\
n, each player m\
ay build <b>one<\
/b> building: pu\
t a card from yo\
ur hand face up\x0a\
into your town a\
nd discard as ma\
ny <i>other</i> \
hand cards as it\
s cost. The play\
er who\x0achose the\
 Builder pays 1 \
card less. Reduc\
tions never pay \
out: a building \
never costs less\
\x0athan 0, and a p\
layer who builds\
 nothing gets no\
thing.</p>\x0a<ul>\x0a\
<li><b>Smithy:</\
b> 1 card less w\
hen you build a \
production build\
ing.</li>\x0a<li><b\
>Quarry:</b> 1 c\
ard less when yo\
u build a violet\
 building.</li>\x0a\
<li><b>Library:<\
/b> as the Build\
er you pay 2 car\
ds less instead \
of 1.</li>\x0a<li><\
b>Black market:<\
/b> you may disc\
ard up to 2 of y\
our goods instea\
d of paying that\
 many\x0acards; eac\
h good counts as\
 1 card.</li>\x0a<l\
i><b>Crane:</b> \
you may build ov\
er one of your o\
wn buildings. Th\
e old building l\
eaves\x0athe game, \
and the new one \
costs as many ca\
rds less as the \
old one cost. Th\
e replaced build\
ing stops workin\
g at once,\x0aso th\
e Crane can neve\
r replace itself\
. A good on a re\
placed productio\
n building is\x0adi\
scarded; cards u\
nder a replaced \
Chapel stay and \
still score. You\
 may not replace\
 a\x0abuilding by t\
he same building\
. A replaced vio\
let building may\
 be built again \
later.\x0aReplacing\
 does not change\
 the number of y\
our buildings.</\
li>\x0a<li><b>Carpe\
nter:</b> after \
building a viole\
t building (and \
paying for it), \
draw 1 card.\x0aNot\
 when you build \
the Carpenter it\
self.</li>\x0a<li><\
b>Poor house:</b\
> after building\
, if you have 0 \
or 1 cards in ha\
nd, draw 1 card\x0a\
(after the Carpe\
nter's card, if \
any). Nothing if\
 you did not bui\
ld.</li>\x0a</ul>\x0a<\
p>The game may e\
nd after the bui\
lder phase: see \
<a href=\x22#end\x22>s\
ection 6</a>.</p\
>\x0a\x0a<h3>Producer \
\xe2\x80\x94 everyone may\
 produce one goo\
d; the producer \
two</h3>\x0a<p>In t\
urn, each player\
 may take the to\
p card of the dr\
aw pile, <i>with\
out looking at\x0ai\
t</i>, and put i\
t face down on o\
ne of their <b>e\
mpty</b> product\
ion buildings: t\
hat is a\x0agood of\
 the building's \
kind. The player\
 who chose the P\
roducer may do t\
his on a second \
empty\x0aproduction\
 building. A pro\
duction building\
 never holds mor\
e than one good;\
 a player with\x0an\
o empty producti\
on building cann\
ot produce.</p>\x0a\
<ul>\x0a<li><b>Aque\
duct:</b> produc\
e 1 more good.</\
li>\x0a<li><b>Libra\
ry:</b> as the P\
roducer you may \
produce up to 3 \
goods.</li>\x0a<li>\
<b>Well:</b> if \
you produce at l\
east 2 goods in \
this phase, draw\
 1 card.</li>\x0a</\
ul>\x0a\x0a<h3>Trader \
\xe2\x80\x94 everyone may\
 sell one good; \
the trader two</\
h3>\x0a<p>First the\
 Trader turns ov\
er the top tradi\
ng-house tile (e\
ven if nobody ca\
n sell). Then,\x0ai\
n turn, each pla\
yer may sell one\
 good: discard t\
he good card wit\
hout looking at \
it and\x0adraw as m\
any cards as the\
 tile shows for \
that kind of goo\
d. The Trader ma\
y sell a second\x0a\
good. After the \
phase the tile g\
oes face down un\
der the stack.</\
p>\x0a<ul>\x0a<li><b>T\
rading post:</b>\
 sell 1 more goo\
d.</li>\x0a<li><b>L\
ibrary:</b> as t\
he Trader you ma\
y sell up to 3 g\
oods.</li>\x0a<li><\
b>Market stand:<\
/b> if you sell \
at least 2 goods\
 in this phase, \
draw 1 more card\
.</li>\x0a<li><b>Ma\
rket hall:</b> i\
f you sell at le\
ast 1 good in th\
is phase, draw 1\
 more card (once\
\x0aper phase).</li\
>\x0a</ul>\x0a\x0a<h3>Cou\
ncillor \xe2\x80\x94 ever\
yone keeps 1 of \
2 new cards; the\
 councillor 1 of\
 5</h3>\x0a<p>The C\
ouncillor draws \
5 cards, keeps 1\
 and discards th\
e rest. Every ot\
her player draws\
 2\x0acards, keeps \
1 and discards 1\
.</p>\x0a<ul>\x0a<li><\
b>Library:</b> a\
s the Councillor\
 you draw 8 card\
s.</li>\x0a<li><b>P\
refecture:</b> k\
eep 2 cards inst\
ead of 1 (as Cou\
ncillor: 2 of 5,\
 or 2 of 8 with \
the\x0aLibrary; oth\
erwise both card\
s you drew).</li\
>\x0a<li><b>Archive\
:</b> take all t\
he drawn cards i\
nto your hand fi\
rst, then discar\
d the same\x0anumbe\
r of cards from \
your whole hand \
\xe2\x80\x94 so you may d\
iscard older car\
ds instead.</li>\
\x0a</ul>\x0a\x0a<h3>Pros\
pector \xe2\x80\x94 the p\
rospector draws \
1 card; no actio\
n for the others\
</h3>\x0a<ul>\x0a<li><\
b>Library:</b> a\
s the Prospector\
 you draw 2 card\
s.</li>\x0a<li><b>G\
old mine:</b> wh\
enever any playe\
r has chosen the\
 Prospector and \
drawn, each owne\
r\x0aof a Gold mine\
 turns over the \
top 4 cards of t\
he draw pile. If\
 all four have d\
ifferent\x0acosts, \
the owner takes \
one of them into\
 hand <span clas\
s=\x22ed\x22>(classic \
edition: any one\
;\x0a2018 edition: \
the one with the\
 lowest cost)</s\
pan> and discard\
s the other thre\
e. If any two\x0aha\
ve the same cost\
, all four are d\
iscarded.</li>\x0a<\
/ul>\x0a\x0a<h3>Librar\
y</h3>\x0a<p>The Li\
brary doubles th\
e privilege of t\
he role its owne\
r chooses: Build\
er 2 cards less,\
\x0aProducer 3 good\
s, Trader 3 good\
s, Councillor 8 \
cards, Prospecto\
r 2 cards.\x0a<b>Tw\
o players:</b> t\
he Library may b\
e used only once\
 per round \xe2\x80\x94 a\
 Governor who us\
es it\x0aon the fir\
st role cannot u\
se it on the sec\
ond, and vice ve\
rsa.</p>\x0a\x0a<h2><a\
 name=\x22end\x22></a>\
6. End of the ga\
me and scoring</\
h2>\x0a<p>The game \
ends <b>immediat\
ely after the bu\
ilder phase</b> \
in which at leas\
t one player\x0ahas\
 <b>12 buildings\
</b> in their to\
wn. The round is\
 not finished.</\
p>\x0a<p>Each playe\
r then adds up:<\
/p>\x0a<ol>\x0a<li>the\
 printed VP of e\
very building in\
 their town;</li\
>\x0a<li>1 VP for e\
ach card under t\
heir Chapel;</li\
>\x0a<li><b>Guild h\
all:</b> <span c\
lass=\x22ed\x22>classi\
c edition:</span\
> 2 VP per produ\
ction\x0abuilding; \
<span class=\x22ed\x22\
>2018 edition:</\
span> 1 VP per p\
roduction buildi\
ng plus 1 VP\x0aper\
 different kind \
of production bu\
ilding;</li>\x0a<li\
><b>City hall:</\
b> 1 VP per viol\
et building, the\
 City hall itsel\
f included;</li>\
\x0a<li><b>Triumpha\
l arch:</b> 4 / \
6 / 8 VP for 1 /\
 2 / 3 different\
 monuments (Stat\
ue, Victory\x0acolu\
mn, Hero). Monum\
ents count as vi\
olet buildings f\
or the City hall\
 too;</li>\x0a<li><\
b>Palace</b> (co\
unted last): 1 m\
ore VP for every\
 full 4 VP from \
everything above\
.</li>\x0a</ol>\x0a<p>\
The player with \
the most VP wins\
. On a tie, the \
tied player with\
 the most cards \
in hand\x0aplus goo\
ds on their buil\
dings wins (each\
 good counts as \
one card). If th\
ey are still tie\
d,\x0athey share th\
e victory.</p>\x0a\x0a\
<h3>Examples</h3\
>\x0a<ul>\x0a<li>Palac\
e: 34 VP from ev\
erything else gi\
ves 34 + 8 = 42 \
VP.</li>\x0a<li>Cha\
pel with 7 cards\
 under it: 2 + 7\
 = 9 VP.</li>\x0a<l\
i>Guild hall wit\
h 2 Indigo plant\
s, 1 Sugar mill \
and 1 Tobacco st\
orage: classic\x0a+\
8 VP.</li>\x0a<li>G\
uild hall with 2\
 Indigo plants, \
1 Sugar mill and\
 2 Tobacco stora\
ges: classic +10\
 VP,\x0a2018 editio\
n 5 + 3 = +8 VP.\
</li>\x0a<li>City h\
all with 9 viole\
t buildings: +9 \
VP.</li>\x0a<li>Tri\
umphal arch with\
 Statue and Hero\
: +6 VP.</li>\x0a<l\
i>Trader with Ma\
rket stand and T\
rading post sell\
s indigo, tobacc\
o and silver on \
a tile\x0athat pays\
 1, 2 and 3: 1 +\
 2 + 3 + 1 = 7 c\
ards.</li>\x0a</ul>\
\x0a\x0a<h2><a name=\x22h\
idden\x22></a>7. Wh\
at you may see</\
h2>\x0a<ul>\x0a<li>You\
r own hand. Of t\
he other players\
' hands you only\
 know how many c\
ards they hold.<\
/li>\x0a<li>Goods: \
only which produ\
ction buildings \
carry a good, ne\
ver which card i\
t is.</li>\x0a<li>T\
he number of car\
ds under your ow\
n Chapel (the ot\
her players' cou\
nts are hidden).\
</li>\x0a<li>Nobody\
 knows the order\
 of the draw pil\
e or the content\
s of the discard\
 pile.</li>\x0a<li>\
Cards you draw a\
s Councillor are\
 seen only by yo\
u. The cards tur\
ned over by a Go\
ld mine\x0a(and, in\
 the expansion, \
by a Goldsmith) \
are seen by ever\
yone.</li>\x0a</ul>\
\x0a\x0a<h2><a name=\x22e\
xpansion\x22></a>8.\
 Expansion: the \
new buildings (2\
018 edition, opt\
ional)</h2>\x0a<p>2\
9 more city buil\
dings are shuffl\
ed into the deck\
 (3 copies each,\
 the Residence 2\
).\x0aThe <b>Cathed\
ral</b> is not s\
huffled in: it l\
ies face up besi\
de the trading-h\
ouse tiles from\x0a\
the start.</p>\x0a<\
table border=\x221\x22\
 cellpadding=\x224\x22\
>\x0a<tr><th>buildi\
ng</th><th class\
=\x22n\x22>cost</th><t\
h class=\x22n\x22>VP</\
th><th>effect</t\
h></tr>\x0a<tr><td>\
Guard room</td><\
td class=\x22n\x22>1</\
td><td class=\x22n\x22\
>1</td><td>Start\
 of round: your \
hand limit is 7 \
(without one it \
is 6).</td></tr>\
\x0a<tr><td>Office \
building</td><td\
 class=\x22n\x22>1</td\
><td class=\x22n\x22>1\
</td><td>Start o\
f round: discard\
 1 or 2 hand car\
ds, then draw as\
 many.</td></tr>\
\x0a<tr><td>Hut</td\
><td class=\x22n\x22>1\
</td><td class=\x22\
n\x22>1</td><td>Tra\
der: if nobody s\
old a good in th\
is phase, draw 1\
 card.</td></tr>\
\x0a<tr><td>Tavern<\
/td><td class=\x22n\
\x22>1</td><td clas\
s=\x22n\x22>1</td><td>\
Builder: after t\
he phase, if you\
 have the fewest\
 buildings, draw\
 1 card.</td></t\
r>\x0a<tr><td>Park<\
/td><td class=\x22n\
\x22>3</td><td clas\
s=\x22n\x22>2</td><td>\
Crane: when buil\
t over, reduces \
the new cost by \
up to 6.</td></t\
r>\x0a<tr><td>Custo\
ms office</td><t\
d class=\x22n\x22>3</t\
d><td class=\x22n\x22>\
2</td><td>Counci\
llor: gets a goo\
d; that good alw\
ays sells for 2 \
cards.</td></tr>\
\x0a<tr><td>Bank</t\
d><td class=\x22n\x22>\
3</td><td class=\
\x22n\x22>2</td><td>St\
art of round, on\
ce per game: tuc\
k any number of \
hand cards under\
 it, 1 VP each.<\
/td></tr>\x0a<tr><t\
d>Harbor</td><td\
 class=\x22n\x22>4</td\
><td class=\x22n\x22>2\
</td><td>Trader:\
 one sold good g\
oes under the Ha\
rbor, 1 VP each.\
</td></tr>\x0a<tr><\
td>Goldsmith</td\
><td class=\x22n\x22>5\
</td><td class=\x22\
n\x22>3</td><td>Pro\
spector: turn ov\
er a card; take \
it if nobody has\
 that building.<\
/td></tr>\x0a<tr><t\
d>Residence</td>\
<td class=\x22n\x22>6<\
/td><td class=\x22n\
\x22>0</td><td>End:\
 VP for sets of \
three different \
buildings of the\
 same cost.</td>\
</tr>\x0a<tr><td>Ca\
thedral</td><td \
class=\x22n\x22>7</td>\
<td class=\x22n\x22>0<\
/td><td>End: VP \
for the cost-6 b\
uildings of the \
other players.</\
td></tr>\x0a</table\
>\x0a<p class=\x22note\
\x22>The rulebook d\
oes not print ev\
ery cost and VP \
value; some are \
taken from\x0apubli\
shed card lists,\
 which disagree \
in places (for e\
xample Goldsmith\
 2 or 3 VP, Tave\
rn\x0acost 1 or 2).\
</p>\x0a\x0a<h3>Start \
of a round with \
the expansion</h\
3>\x0a<ol>\x0a<li><b>O\
ffice building:<\
/b> its owner ma\
y discard 1 or 2\
 hand cards, the\
n draws as many.\
</li>\x0a<li><b>Cha\
pel</b> (see abo\
ve) and <b>Bank:\
</b> once per ga\
me, the owner of\
 the Bank may tu\
ck\x0aany number of\
 hand cards unde\
r it; each is wo\
rth 1 VP at the \
end.</li>\x0a<li><b\
>Hand limit:</b>\
 6 cards for pla\
yers without a G\
uard room, 7 for\
 owners of a Gua\
rd\x0aroom, 12 for \
owners of a Towe\
r (with or witho\
ut a Guard room)\
.</li>\x0a</ol>\x0a\x0a<h\
3>The new buildi\
ngs in the phase\
s</h3>\x0a<ul>\x0a<li>\
<b>Tavern</b> (B\
uilder): after a\
 builder phase, \
if you have the \
fewest buildings\
 \xe2\x80\x94 no\x0aplayer h\
as fewer and at \
least one has mo\
re \xe2\x80\x94 draw 1 ca\
rd.</li>\x0a<li><b>\
Park</b> (Builde\
r): when you bui\
ld over it with \
the Crane, it re\
duces the new co\
st by\x0aup to 6 in\
stead of 3.</li>\
\x0a<li><b>Cathedra\
l</b> (Builder):\
 any player may \
build it in a bu\
ilder phase inst\
ead of a card\x0afr\
om hand, paying \
its cost of 7. A\
ll reductions ap\
ply (it is a vio\
let building); b\
uilt with the\x0aCr\
ane over a Park,\
 the Park saves \
6 of its 7 cards\
. There is only \
one.</li>\x0a<li><b\
>Harbor</b> (Tra\
der): whenever y\
ou sell goods in\
 a trader phase,\
 one of the sold\
 good\x0acards is t\
ucked face down \
under the Harbor\
 instead of bein\
g discarded (1 V\
P each).</li>\x0a<l\
i><b>Hut</b> (Tr\
ader): in a trad\
er phase in whic\
h no good at all\
 was sold, by an\
yone, draw\x0a1 car\
d.</li>\x0a<li><b>C\
ustoms office</b\
> (Councillor): \
at the start of \
every councillor\
 phase, its owne\
r\x0aputs the top c\
ard of the draw \
pile unseen on t\
he Customs offic\
e as a good (at \
most one good\x0ath\
ere). It counts \
as a good for ev\
ery rule (Black \
market, Market s\
tand, Market hal\
l,\x0atie-break) an\
d sells for exac\
tly 2 cards, wha\
tever the tile s\
hows.</li>\x0a<li><\
b>Goldsmith</b> \
(Prospector): in\
 every prospecto\
r phase its owne\
r turns over the\
 top\x0acard of the\
 draw pile. If n\
o player (the ow\
ner included) ha\
s that building \
in their town,\x0at\
he owner takes i\
t into hand; oth\
erwise it is dis\
carded.</li>\x0a</u\
l>\x0a\x0a<h3>Scoring \
with the expansi\
on</h3>\x0a<ul>\x0a<li\
>1 VP for each c\
ard under your B\
ank and your Har\
bor.</li>\x0a<li><b\
>Residence:</b> \
for every set of\
 three <i>differ\
ent</i> building\
s of the <i>same\
</i>\x0acost in you\
r town: 4 VP for\
 the first set, \
3 for the second\
, then 2, 1, and\
 0 for any\x0afurth\
er set. A card c\
an belong to one\
 set only, but t\
wo copies of a p\
roduction buildi\
ng\x0acan be in two\
 different sets.\
 Example: 2 Indi\
go plants, Archi\
ve, Gold mine, G\
uard room,\x0aOffic\
e building, Bank\
, Tobacco storag\
e, Aqueduct, Pal\
ace, City hall a\
nd Residence mak\
e 4\x0asets: 4 + 3 \
+ 2 + 1 = 10 VP.\
</li>\x0a<li><b>Cat\
hedral:</b> for \
each building co\
sting 6 in the <\
i>other</i> play\
ers' towns: 4 VP\
\x0afor the first, \
3, 2, 1, then 0 \
(six such buildi\
ngs give 10 VP).\
</li>\x0a<li>The Pa\
lace is still co\
unted last and i\
ncludes these po\
ints.</li>\x0a</ul>\
\x0a\x0a</body>\x0a</html\
>\x0a\
\x00\x00\x03)\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 64 64\x22 width\
=\x2264\x22 height=\x2264\
\x22>\x0a  <title>Coun\
cillor</title>\x0a \
 <circle cx=\x2232\x22\
 cy=\x2232\x22 r=\x2231\x22 \
fill=\x22#4a2541\x22/>\
\x0a  <circle cx=\x223\
2\x22 cy=\x2232\x22 r=\x2227\
.5\x22 fill=\x22#7b3f6\
1\x22/>\x0a  <!-- scro\
ll -->\x0a  <rect x\
=\x2217\x22 y=\x2218\x22 wid\
th=\x2226\x22 height=\x22\
30\x22 fill=\x22#fff4d\
c\x22/>\x0a  <rect x=\x22\
14\x22 y=\x2214\x22 width\
=\x2232\x22 height=\x226\x22\
 rx=\x223\x22 fill=\x22#f\
2d9a6\x22/>\x0a  <rect\
 x=\x2214\x22 y=\x2246\x22 w\
idth=\x2232\x22 height\
=\x226\x22 rx=\x223\x22 fill\
=\x22#f2d9a6\x22/>\x0a  <\
g stroke=\x22#7b3f6\
1\x22 stroke-width=\
\x222\x22 stroke-linec\
ap=\x22round\x22>\x0a    \
<path d=\x22M21 26 \
H37\x22/><path d=\x22M\
21 31 H35\x22/><pat\
h d=\x22M21 36 H33\x22\
/>\x0a  </g>\x0a  <cir\
cle cx=\x2236\x22 cy=\x22\
42\x22 r=\x223.5\x22 fill\
=\x22#c1502e\x22/>\x0a  <\
!-- quill -->\x0a  \
<path d=\x22M52 10 \
C42 14 36 24 34 \
34 C40 28 48 22 \
52 10 Z\x22 fill=\x22#\
e9b949\x22/>\x0a  <pat\
h d=\x22M50 13 L33 \
37\x22 stroke=\x22#3b2\
418\x22 stroke-widt\
h=\x221.4\x22 stroke-l\
inecap=\x22round\x22/>\
\x0a</svg>\x0a\
\x00\x00\x02\xa5\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 64 64\x22 width\
=\x2264\x22 height=\x2264\
\x22>\x0a  <title>Prod\
ucer</title>\x0a  <\
circle cx=\x2232\x22 c\
y=\x2232\x22 r=\x2231\x22 fi\
ll=\x22#2f5e23\x22/>\x0a \
 <circle cx=\x2232\x22\
 cy=\x2232\x22 r=\x2227.5\
\x22 fill=\x22#4f8a3c\x22\
/>\x0a  <!-- barrel\
 -->\x0a  <path d=\x22\
M20 30 Q18 40 20\
 50 H44 Q46 40 4\
4 30 Z\x22 fill=\x22#f\
ff4dc\x22/>\x0a  <g fi\
ll=\x22none\x22 stroke\
=\x22#3b2418\x22 strok\
e-width=\x222.2\x22>\x0a \
   <path d=\x22M19.\
6 35 H44.4\x22/><pa\
th d=\x22M19.6 45 H\
44.4\x22/>\x0a  </g>\x0a \
 <!-- sprout -->\
\x0a  <path d=\x22M32 \
30 V18\x22 stroke=\x22\
#fff4dc\x22 stroke-\
width=\x222.5\x22 stro\
ke-linecap=\x22roun\
d\x22/>\x0a  <path d=\x22\
M32 22 C26 22 22\
 18 21 12 C27 12\
 31 15 32 22 Z\x22 \
fill=\x22#fff4dc\x22/>\
\x0a  <path d=\x22M32 \
19 C37 19 42 15 \
43 10 C37 10 33 \
13 32 19 Z\x22 fill\
=\x22#f2d9a6\x22/>\x0a</s\
vg>\x0a\
\x00\x00\x02\xf9\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 64 64\x22 width\
=\x2264\x22 height=\x2264\
\x22>\x0a  <title>Trad\
er</title>\x0a  <ci\
rcle cx=\x2232\x22 cy=\
\x2232\x22 r=\x2231\x22 fill\
=\x22#124d58\x22/>\x0a  <\
circle cx=\x2232\x22 c\
y=\x2232\x22 r=\x2227.5\x22 \
fill=\x22#1f7a8c\x22/>\
\x0a  <g fill=\x22#fff\
4dc\x22>\x0a    <rect \
x=\x2230.5\x22 y=\x2215\x22 \
width=\x223\x22 height\
=\x2230\x22/>\x0a    <rec\
t x=\x2224\x22 y=\x2244\x22 \
width=\x2216\x22 heigh\
t=\x224\x22 rx=\x222\x22/>\x0a \
   <circle cx=\x223\
2\x22 cy=\x2214\x22 r=\x223\x22\
/>\x0a    <rect x=\x22\
14\x22 y=\x2219\x22 width\
=\x2236\x22 height=\x223\x22\
 rx=\x221.5\x22/>\x0a  </\
g>\x0a  <g fill=\x22no\
ne\x22 stroke=\x22#fff\
4dc\x22 stroke-widt\
h=\x221.4\x22>\x0a    <pa\
th d=\x22M17 21 L11\
 34 M17 21 L23 3\
4\x22/>\x0a    <path d\
=\x22M47 21 L41 34 \
M47 21 L53 34\x22/>\
\x0a  </g>\x0a  <path \
d=\x22M10 34 H24 A7\
 5 0 0 1 10 34 Z\
\x22 fill=\x22#f2d9a6\x22\
/>\x0a  <path d=\x22M4\
0 34 H54 A7 5 0 \
0 1 40 34 Z\x22 fil\
l=\x22#f2d9a6\x22/>\x0a  \
<circle cx=\x2247\x22 \
cy=\x2232\x22 r=\x222.6\x22 \
fill=\x22#e9b949\x22/>\
\x0a</svg>\x0a\
\x00\x00\x02\xd2\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 64 64\x22 width\
=\x2264\x22 height=\x2264\
\x22>\x0a  <title>Pros\
pector</title>\x0a \
 <circle cx=\x2232\x22\
 cy=\x2232\x22 r=\x2231\x22 \
fill=\x22#9a6508\x22/>\
\x0a  <circle cx=\x223\
2\x22 cy=\x2232\x22 r=\x2227\
.5\x22 fill=\x22#d99a1\
e\x22/>\x0a  <!-- pick\
axe -->\x0a  <path \
d=\x22M18 48 L44 18\
\x22 stroke=\x22#f2d9a\
6\x22 stroke-width=\
\x224.5\x22 stroke-lin\
ecap=\x22round\x22/>\x0a \
 <path d=\x22M26 12\
 Q42 10 54 26 Q4\
2 18 30 17 Z\x22 fi\
ll=\x22#fff4dc\x22/>\x0a \
 <path d=\x22M42 14\
 L47 19\x22 stroke=\
\x22#3b2418\x22 stroke\
-width=\x224\x22 strok\
e-linecap=\x22round\
\x22/>\x0a  <!-- nugge\
t -->\x0a  <path d=\
\x22M33 46 L37 38 L\
45 36 L51 41 L49\
 49 L40 51 Z\x22 fi\
ll=\x22#ffd95a\x22 str\
oke=\x22#3b2418\x22\x0a  \
      stroke-wid\
th=\x221.8\x22 stroke-\
linejoin=\x22round\x22\
/>\x0a  <path d=\x22M3\
8 40 L44 39\x22 str\
oke=\x22#fff4dc\x22 st\
roke-width=\x221.6\x22\
 stroke-linecap=\
\x22round\x22/>\x0a</svg>\
\x0a\
\x00\x00\x02\xc3\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 64 64\x22 width\
=\x2264\x22 height=\x2264\
\x22>\x0a  <title>Buil\
der</title>\x0a  <c\
ircle cx=\x2232\x22 cy\
=\x2232\x22 r=\x2231\x22 fil\
l=\x22#8f3a20\x22/>\x0a  \
<circle cx=\x2232\x22 \
cy=\x2232\x22 r=\x2227.5\x22\
 fill=\x22#c1502e\x22/\
>\x0a  <!-- bricks \
-->\x0a  <g fill=\x22#\
fff4dc\x22>\x0a    <re\
ct x=\x2213\x22 y=\x2240\x22\
 width=\x2218\x22 heig\
ht=\x228\x22 rx=\x221.5\x22/\
>\x0a    <rect x=\x223\
3\x22 y=\x2240\x22 width=\
\x2218\x22 height=\x228\x22 \
rx=\x221.5\x22/>\x0a    <\
rect x=\x2222\x22 y=\x223\
1\x22 width=\x2218\x22 he\
ight=\x228\x22 rx=\x221.5\
\x22/>\x0a  </g>\x0a  <!-\
- hammer -->\x0a  <\
g transform=\x22rot\
ate(-40 40 22)\x22>\
\x0a    <rect x=\x2238\
\x22 y=\x2214\x22 width=\x22\
5\x22 height=\x2224\x22 r\
x=\x222\x22 fill=\x22#f2d\
9a6\x22/>\x0a    <rect\
 x=\x2229\x22 y=\x2210\x22 w\
idth=\x2222\x22 height\
=\x228\x22 rx=\x222\x22 fill\
=\x22#3b2418\x22/>\x0a   \
 <rect x=\x2229\x22 y=\
\x2210\x22 width=\x226\x22 h\
eight=\x228\x22 rx=\x221.\
5\x22 fill=\x22#5a3a28\
\x22/>\x0a  </g>\x0a</svg\
>\x0a\
\x00\x00\x02\x0a\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 48 48\x22 width\
=\x2248\x22 height=\x2248\
\x22>\x0a  <title>Toba\
cco</title>\x0a  <p\
ath d=\x22M10 42 C4\
 28 12 10 38 5 C\
42 24 30 40 10 4\
2 Z\x22 fill=\x22#8b5a\
2b\x22 stroke=\x22#3b2\
418\x22\x0a        str\
oke-width=\x222\x22 st\
roke-linejoin=\x22r\
ound\x22/>\x0a  <g fil\
l=\x22none\x22 stroke=\
\x22#d29b5c\x22 stroke\
-width=\x221.8\x22 str\
oke-linecap=\x22rou\
nd\x22>\x0a    <path d\
=\x22M8 45 L12 40 C\
20 30 28 18 36 8\
\x22/>\x0a    <path d=\
\x22M17 31 L14 22\x22/\
><path d=\x22M22 25\
 L21 15\x22/><path \
d=\x22M27 19 L28 11\
\x22/>\x0a    <path d=\
\x22M17 31 L27 30\x22/\
><path d=\x22M22 25\
 L32 24\x22/>\x0a  </g\
>\x0a</svg>\x0a\
\x00\x00\x02x\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 48 48\x22 width\
=\x2248\x22 height=\x2248\
\x22>\x0a  <title>Silv\
er</title>\x0a  <g \
stroke=\x22#3b2418\x22\
 stroke-width=\x222\
\x22 stroke-linejoi\
n=\x22round\x22>\x0a    <\
path d=\x22M14 19 H\
34 L38 27 H10 Z\x22\
 fill=\x22#eef2f5\x22/\
>\x0a    <path d=\x22M\
10 27 H38 L43 40\
 H5 Z\x22 fill=\x22#a9\
b6c0\x22/>\x0a  </g>\x0a \
 <path d=\x22M16 23\
 H25\x22 stroke=\x22#f\
fffff\x22 stroke-wi\
dth=\x222.5\x22 stroke\
-linecap=\x22round\x22\
/>\x0a  <path d=\x22M1\
1 36 L13 30\x22 str\
oke=\x22#d3dbe1\x22 st\
roke-width=\x222\x22 s\
troke-linecap=\x22r\
ound\x22/>\x0a  <path \
d=\x22M38 4 L40 9.5\
 L45.5 11.5 L40 \
13.5 L38 19 L36 \
13.5 L30.5 11.5 \
L36 9.5 Z\x22\x0a     \
   fill=\x22#ffffff\
\x22 stroke=\x22#8a98a\
3\x22 stroke-width=\
\x221.2\x22 stroke-lin\
ejoin=\x22round\x22/>\x0a\
</svg>\x0a\
\x00\x00\x02o\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 48 48\x22 width\
=\x2248\x22 height=\x2248\
\x22>\x0a  <title>Coff\
ee</title>\x0a  <g \
stroke-linecap=\x22\
round\x22>\x0a    <g t\
ransform=\x22rotate\
(-25 16 28)\x22>\x0a  \
    <ellipse cx=\
\x2216\x22 cy=\x2228\x22 rx=\
\x2210\x22 ry=\x2214\x22 fil\
l=\x22#6b3e26\x22 stro\
ke=\x22#3b2418\x22 str\
oke-width=\x222\x22/>\x0a\
      <path d=\x22M\
16 15 C10 23 22 \
33 16 41\x22 fill=\x22\
none\x22 stroke=\x22#e\
2b98a\x22 stroke-wi\
dth=\x222.2\x22/>\x0a    \
</g>\x0a    <g tran\
sform=\x22rotate(25\
 32 21)\x22>\x0a      \
<ellipse cx=\x2232\x22\
 cy=\x2221\x22 rx=\x2210\x22\
 ry=\x2214\x22 fill=\x22#\
4e2c1a\x22 stroke=\x22\
#3b2418\x22 stroke-\
width=\x222\x22/>\x0a    \
  <path d=\x22M32 8\
 C26 16 38 26 32\
 34\x22 fill=\x22none\x22\
 stroke=\x22#e2b98a\
\x22 stroke-width=\x22\
2.2\x22/>\x0a    </g>\x0a\
  </g>\x0a</svg>\x0a\
\x00\x00\x01\xcb\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 48 48\x22 width\
=\x2248\x22 height=\x2248\
\x22>\x0a  <title>Suga\
r</title>\x0a  <g s\
troke=\x22#3b2418\x22 \
stroke-width=\x221.\
8\x22 stroke-linejo\
in=\x22round\x22>\x0a    \
<g id=\x22cube\x22>\x0a  \
    <path d=\x22M4 \
27 L14 22 L24 27\
 L14 32 Z\x22 fill=\
\x22#ffffff\x22/>\x0a    \
  <path d=\x22M4 27\
 V39 L14 44 V32 \
Z\x22 fill=\x22#ece5d6\
\x22/>\x0a      <path \
d=\x22M24 27 V39 L1\
4 44 V32 Z\x22 fill\
=\x22#d6ccb8\x22/>\x0a   \
 </g>\x0a    <use h\
ref=\x22#cube\x22 x=\x222\
0\x22/>\x0a    <use hr\
ef=\x22#cube\x22 x=\x2210\
\x22 y=\x22-15\x22/>\x0a  </\
g>\x0a</svg>\x0a\
\x00\x00\x01\xfe\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 viewBox=\x22\
0 0 48 48\x22 width\
=\x2248\x22 height=\x2248\
\x22>\x0a  <title>Indi\
go</title>\x0a  <pa\
th d=\x22M24 4 C19 \
12 9 22 9 30 A15\
 15 0 0 0 39 30 \
C39 22 29 12 24 \
4 Z\x22 fill=\x22#3446\
9a\x22\x0a        stro\
ke=\x22#3b2418\x22 str\
oke-width=\x222\x22 st\
roke-linejoin=\x22r\
ound\x22/>\x0a  <path \
d=\x22M24 12 C21 17\
 16 23 15.5 28\x22 \
fill=\x22none\x22 stro\
ke=\x22#6d80d0\x22 str\
oke-width=\x222.5\x22\x0a\
        stroke-l\
inecap=\x22round\x22/>\
\x0a  <path d=\x22M15 \
33 A9 9 0 0 0 22\
 39\x22 fill=\x22none\x22\
 stroke=\x22#a9b6ee\
\x22 stroke-width=\x22\
2.5\x22\x0a        str\
oke-linecap=\x22rou\
nd\x22/>\x0a</svg>\x0a\
"

qt_resource_name = b"\
\x00\x06\
\x06\x8a\x9c\xb3\
\x00a\
\x00s\x00s\x00e\x00t\x00s\
\x00\x04\
\x00\x06\xc4\xee\
\x00i\
\x001\x008\x00n\
\x00\x0d\
\x03Pr\x1d\
\x00s\
\x00a\x00n\x00j\x00u\x00a\x00n\x00_\x00d\x00e\x00.\x00q\x00m\
\x00\x0d\
\x04\x8f\x10g\
\x00c\
\x00a\x00r\x00d\x00_\x00b\x00a\x00c\x00k\x00.\x00s\x00v\x00g\
\x00\x08\
\x00(U\xa7\
\x00t\
\x00i\x00l\x00e\x00.\x00s\x00v\x00g\
\x00\x05\
\x00ne\xb3\
\x00g\
\x00o\x00o\x00d\x00s\
\x00\x0c\
\x08\xa8\xc3\xe7\
\x00g\
\x00o\x00v\x00e\x00r\x00n\x00o\x00r\x00.\x00s\x00v\x00g\
\x00\x08\
\x0aaW'\
\x00i\
\x00c\x00o\x00n\x00.\x00s\x00v\x00g\
\x00\x05\
\x00yb\xc3\
\x00r\
\x00o\x00l\x00e\x00s\
\x00\x0a\
\x0ck\xc3|\
\x00r\
\x00u\x00l\x00e\x00s\x00.\x00h\x00t\x00m\x00l\
\x00\x0e\
\x0e\xecp'\
\x00c\
\x00o\x00u\x00n\x00c\x00i\x00l\x00l\x00o\x00r\x00.\x00s\x00v\x00g\
\x00\x0c\
\x077\xed\xa7\
\x00p\
\x00r\x00o\x00d\x00u\x00c\x00e\x00r\x00.\x00s\x00v\x00g\
\x00\x0a\
\x0a\xca*'\
\x00t\
\x00r\x00a\x00d\x00e\x00r\x00.\x00s\x00v\x00g\
\x00\x0e\
\x09\xb1\x90g\
\x00p\
\x00r\x00o\x00s\x00p\x00e\x00c\x00t\x00o\x00r\x00.\x00s\x00v\x00g\
\x00\x0b\
\x0a\x16\xda\x87\
\x00b\
\x00u\x00i\x00l\x00d\x00e\x00r\x00.\x00s\x00v\x00g\
\x00\x0b\
\x09\x98\xea'\
\x00t\
\x00o\x00b\x00a\x00c\x00c\x00o\x00.\x00s\x00v\x00g\
\x00\x0a\
\x0c\xca\x1a\xa7\
\x00s\
\x00i\x00l\x00v\x00e\x00r\x00.\x00s\x00v\x00g\
\x00\x0a\
\x0c\xbd\x11G\
\x00c\
\x00o\x00f\x00f\x00e\x00e\x00.\x00s\x00v\x00g\
\x00\x09\
\x0d\x85\xaf\xa7\
\x00s\
\x00u\x00g\x00a\x00r\x00.\x00s\x00v\x00g\
\x00\x0a\
\x0f\xf0S\x87\
\x00i\
\x00n\x00d\x00i\x00g\x00o\x00.\x00s\x00v\x00g\
"

qt_resource_struct = b"\
\x00\x00\x00\x00\x00\x02\x00\x00\x00\x02\x00\x00\x00\x01\
\x00\x00\x00\x12\x00\x02\x00\x00\x00\x01\x00\x00\x00\x14\
\x00\x00\x00\x00\x00\x02\x00\x00\x00\x07\x00\x00\x00\x03\
\x00\x00\x00`\x00\x00\x00\x00\x00\x01\x00\x00\x07\x85\
\x00\x00\x00v\x00\x02\x00\x00\x00\x05\x00\x00\x00\x0f\
\x00\x00\x00\xba\x00\x02\x00\x00\x00\x05\x00\x00\x00\x0a\
\x00\x00\x00@\x00\x00\x00\x00\x00\x01\x00\x00\x00%\
\x00\x00\x00\x86\x00\x00\x00\x00\x00\x01\x00\x00\x0a\x9f\
\x00\x00\x00\xa4\x00\x00\x00\x00\x00\x01\x00\x00\x0e8\
\x00\x00\x00\xca\x00\x00\x00\x00\x00\x01\x00\x00\x16\xdc\
\x00\x00\x01\x06\x00\x00\x00\x00\x00\x01\x00\x00p\xd0\
\x00\x00\x01>\x00\x00\x00\x00\x00\x01\x00\x00vv\
\x00\x00\x01`\x00\x00\x00\x00\x00\x01\x00\x00yL\
\x00\x00\x01$\x00\x00\x00\x00\x00\x01\x00\x00sy\
\x00\x00\x00\xe4\x00\x00\x00\x00\x00\x01\x00\x00m\xa3\
\x00\x00\x01|\x00\x00\x00\x00\x00\x01\x00\x00|\x13\
\x00\x00\x01\xb2\x00\x00\x00\x00\x00\x01\x00\x00\x80\x9d\
\x00\x00\x01\x98\x00\x00\x00\x00\x00\x01\x00\x00~!\
\x00\x00\x01\xcc\x00\x00\x00\x00\x00\x01\x00\x00\x83\x10\
\x00\x00\x01\xe4\x00\x00\x00\x00\x00\x01\x00\x00\x84\xdf\
\x00\x00\x00 \x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\
"

def qInitResources():
    QtCore.qRegisterResourceData(0x01, qt_resource_struct, qt_resource_name, qt_resource_data)

def qCleanupResources():
    QtCore.qUnregisterResourceData(0x01, qt_resource_struct, qt_resource_name, qt_resource_data)

qInitResources()
