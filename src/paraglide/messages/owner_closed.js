/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_ClosedInputs */

const en_owner_closed = /** @type {(inputs: Owner_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

const es_owner_closed = /** @type {(inputs: Owner_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrado`)
};

const fr_owner_closed = /** @type {(inputs: Owner_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermé`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Owner_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_closed = /** @type {((inputs?: Owner_ClosedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_ClosedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_closed(inputs)
	if (locale === "fr") return fr_owner_closed(inputs)
	return en_owner_closed(inputs)
});