/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Attendee_StatusInputs */

const en_exports_attendee_status = /** @type {(inputs: Exports_Attendee_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const es_exports_attendee_status = /** @type {(inputs: Exports_Attendee_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const fr_exports_attendee_status = /** @type {(inputs: Exports_Attendee_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Exports_Attendee_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_attendee_status = /** @type {((inputs?: Exports_Attendee_StatusInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Attendee_StatusInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_attendee_status(inputs)
	if (locale === "fr") return fr_exports_attendee_status(inputs)
	return en_exports_attendee_status(inputs)
});