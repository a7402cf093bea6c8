import type { ReactNode } from 'react';
import { CardSection, Lines } from './card-section';

export interface InvitationContent {
  walimatulurus2: string;
  parent_name: string;
  message: string;
  groom_fullname: string;
  bride_fullname: string;
}

/** The heading defaults to Walimatulurus when missing and is blank for 'null'. */
export function invitationHeading(value: string | null | undefined): string {
  if (value === 'null') return '';
  return value?.trim() ? value : 'Walimatulurus';
}

/** The editor's editable stand-ins for the section's texts (plain text where none is given). */
export type InvitationSlots = Partial<
  Record<'title' | 'parents' | 'message' | 'groomFullname' | 'brideFullname', ReactNode>
>;

export function InvitationSection({
  content,
  slots = {},
}: {
  content: InvitationContent;
  slots?: InvitationSlots;
}) {
  return (
    <CardSection
      label="Jemputan"
      title={slots.title ?? (invitationHeading(content.walimatulurus2) || undefined)}
    >
      {slots.parents ?? (
        <Lines text={content.parent_name} className="font-semibold text-(--card-ink)" />
      )}
      {slots.message ?? <Lines text={content.message} className="mt-4 leading-relaxed" />}
      <p className="mt-5 text-2xl leading-snug text-(--card-ink) font-(family-name:--card-heading-font)">
        {slots.groomFullname ?? content.groom_fullname}
        <span className="mx-2 text-(--card-highlight)">&amp;</span>
        {slots.brideFullname ?? content.bride_fullname}
      </p>
    </CardSection>
  );
}
