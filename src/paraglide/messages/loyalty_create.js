/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_CreateInputs */

const en_loyalty_create = /** @type {(inputs: Loyalty_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create reward`)
};

const es_loyalty_create = /** @type {(inputs: Loyalty_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear recompensa`)
};

const fr_loyalty_create = /** @type {(inputs: Loyalty_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer la récompense`)
};

/**
* | output |
* | --- |
* | "Create reward" |
*
* @param {Loyalty_CreateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_create = /** @type {((inputs?: Loyalty_CreateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_CreateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_create(inputs)
	if (locale === "fr") return fr_loyalty_create(inputs)
	return en_loyalty_create(inputs)
});