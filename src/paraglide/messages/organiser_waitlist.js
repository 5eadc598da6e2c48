/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Organiser_WaitlistInputs */

const en_organiser_waitlist = /** @type {(inputs: Organiser_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} on the waitlist`)
};

const es_organiser_waitlist = /** @type {(inputs: Organiser_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} en la lista de espera`)
};

const fr_organiser_waitlist = /** @type {(inputs: Organiser_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sur la liste d’attente`)
};

/**
* | output |
* | --- |
* | "{count} on the waitlist" |
*
* @param {Organiser_WaitlistInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_waitlist = /** @type {((inputs: Organiser_WaitlistInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_WaitlistInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_waitlist(inputs)
	if (locale === "fr") return fr_organiser_waitlist(inputs)
	return en_organiser_waitlist(inputs)
});