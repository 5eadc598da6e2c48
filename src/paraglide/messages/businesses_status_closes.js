/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Businesses_Status_ClosesInputs */

const en_businesses_status_closes = /** @type {(inputs: Businesses_Status_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open now · closes ${i?.when}`)
};

const es_businesses_status_closes = /** @type {(inputs: Businesses_Status_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abierto ahora · cierra ${i?.when}`)
};

const fr_businesses_status_closes = /** @type {(inputs: Businesses_Status_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvert · ferme ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Open now · closes {when}" |
*
* @param {Businesses_Status_ClosesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_status_closes = /** @type {((inputs: Businesses_Status_ClosesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Status_ClosesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_status_closes(inputs)
	if (locale === "fr") return fr_businesses_status_closes(inputs)
	return en_businesses_status_closes(inputs)
});