/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Reason_ConflictInputs */

const en_businesses_reason_conflict = /** @type {(inputs: Businesses_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Written by the owner or a competitor`)
};

const es_businesses_reason_conflict = /** @type {(inputs: Businesses_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrita por el propietario o un competidor`)
};

const fr_businesses_reason_conflict = /** @type {(inputs: Businesses_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrit par le propriétaire ou un concurrent`)
};

/**
* | output |
* | --- |
* | "Written by the owner or a competitor" |
*
* @param {Businesses_Reason_ConflictInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_reason_conflict = /** @type {((inputs?: Businesses_Reason_ConflictInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Reason_ConflictInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_reason_conflict(inputs)
	if (locale === "fr") return fr_businesses_reason_conflict(inputs)
	return en_businesses_reason_conflict(inputs)
});