/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_CreateInputs */

const en_moderation_to_create = /** @type {(inputs: Moderation_To_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Tour`)
};

const es_moderation_to_create = /** @type {(inputs: Moderation_To_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear recorrido`)
};

const fr_moderation_to_create = /** @type {(inputs: Moderation_To_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer une visite`)
};

/**
* | output |
* | --- |
* | "Create Tour" |
*
* @param {Moderation_To_CreateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_create = /** @type {((inputs?: Moderation_To_CreateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_CreateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_create(inputs)
	if (locale === "fr") return fr_moderation_to_create(inputs)
	return en_moderation_to_create(inputs)
});