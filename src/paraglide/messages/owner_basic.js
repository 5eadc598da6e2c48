/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_BasicInputs */

const en_owner_basic = /** @type {(inputs: Owner_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic`)
};

const es_owner_basic = /** @type {(inputs: Owner_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Básico`)
};

const fr_owner_basic = /** @type {(inputs: Owner_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basique`)
};

/**
* | output |
* | --- |
* | "Basic" |
*
* @param {Owner_BasicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_basic = /** @type {((inputs?: Owner_BasicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_BasicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_basic(inputs)
	if (locale === "fr") return fr_owner_basic(inputs)
	return en_owner_basic(inputs)
});