/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Organiser_AttendeesInputs */

const en_organiser_attendees = /** @type {(inputs: Organiser_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attendees (${i?.count})`)
};

const es_organiser_attendees = /** @type {(inputs: Organiser_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asistentes (${i?.count})`)
};

const fr_organiser_attendees = /** @type {(inputs: Organiser_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Attendees ({count})" |
*
* @param {Organiser_AttendeesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_attendees = /** @type {((inputs: Organiser_AttendeesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_AttendeesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_attendees(inputs)
	if (locale === "fr") return fr_organiser_attendees(inputs)
	return en_organiser_attendees(inputs)
});