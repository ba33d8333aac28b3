import { Image } from 'antd';
import { AntdScope } from '../app/antd-scope';

/** The gallery's pictures enlarged over the page (loaded on the first click on a picture). */
export default function ImagePreview({
  images,
  current,
  open,
  onClose,
  onChange,
}: {
  images: string[];
  current: number;
  open: boolean;
  onClose: () => void;
  onChange: (index: number) => void;
}) {
  return (
    <AntdScope>
      <Image.PreviewGroup
        items={images}
        preview={{
          open,
          current,
          onOpenChange: (next) => {
            if (!next) onClose();
          },
          onChange,
        }}
      />
    </AntdScope>
  );
}
