/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Loading_AttendeesInputs */

const en_organiser_loading_attendees = /** @type {(inputs: Organiser_Loading_AttendeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading attendees…`)
};

const es_organiser_loading_attendees = /** @type {(inputs: Organiser_Loading_AttendeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando asistentes…`)
};

const fr_organiser_loading_attendees = /** @type {(inputs: Organiser_Loading_AttendeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des participants…`)
};

/**
* | output |
* | --- |
* | "Loading attendees…" |
*
* @param {Organiser_Loading_AttendeesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_loading_attendees = /** @type {((inputs?: Organiser_Loading_AttendeesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Loading_AttendeesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_loading_attendees(inputs)
	if (locale === "fr") return fr_organiser_loading_attendees(inputs)
	return en_organiser_loading_attendees(inputs)
});