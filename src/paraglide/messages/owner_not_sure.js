/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Not_SureInputs */

const en_owner_not_sure = /** @type {(inputs: Owner_Not_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure`)
};

const es_owner_not_sure = /** @type {(inputs: Owner_Not_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No lo sé`)
};

const fr_owner_not_sure = /** @type {(inputs: Owner_Not_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je ne sais pas`)
};

/**
* | output |
* | --- |
* | "Not sure" |
*
* @param {Owner_Not_SureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_not_sure = /** @type {((inputs?: Owner_Not_SureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Not_SureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_not_sure(inputs)
	if (locale === "fr") return fr_owner_not_sure(inputs)
	return en_owner_not_sure(inputs)
});