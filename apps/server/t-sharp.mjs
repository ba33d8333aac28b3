import sharp from 'sharp';
const svg = (i)=>`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde8dc"/><stop offset="1" stop-color="#e7a78a"/></linearGradient>
<radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="800" height="600" fill="url(#g)"/><circle cx="${200+i}" cy="200" r="260" fill="url(#r)"/>
${Array.from({length:8},(_,k)=>`<path d="M-50 ${100+k*50} C 200 ${k*40} 500 ${300+k*20} 850 ${150+k*40}" stroke="#fff" stroke-opacity="0.3" stroke-width="${4+k}" fill="none"/>`).join('')}
</svg>`;
const t0=performance.now();
for (let i=0;i<40;i++){
  const buf = await sharp(Buffer.from(svg(i))).png({compressionLevel:0}).toBuffer();
  await Promise.all([sharp(buf).webp({quality:78}).toFile(`/tmp/sharptest/a${i}.webp`), sharp(buf).resize(400,300).webp({quality:78}).toFile(`/tmp/sharptest/b${i}.webp`)]);
}
console.log('40 items', performance.now()-t0);
const t1=performance.now();
for (let i=0;i<40;i++){
  await Promise.all([sharp(Buffer.from(svg(i))).webp({quality:78}).toFile(`/tmp/sharptest/a${i}.webp`), sharp(Buffer.from(svg(i)), {density: 36}).webp({quality:78}).toFile(`/tmp/sharptest/b${i}.webp`)]);
}
console.log('40 items direct', performance.now()-t1);
