/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Not_ListedInputs */

const en_owner_not_listed = /** @type {(inputs: Owner_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not listed`)
};

const es_owner_not_listed = /** @type {(inputs: Owner_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

const fr_owner_not_listed = /** @type {(inputs: Owner_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non précisé`)
};

/**
* | output |
* | --- |
* | "Not listed" |
*
* @param {Owner_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_not_listed = /** @type {((inputs?: Owner_Not_ListedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Not_ListedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_not_listed(inputs)
	if (locale === "fr") return fr_owner_not_listed(inputs)
	return en_owner_not_listed(inputs)
});