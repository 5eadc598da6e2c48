/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_RestroomsInputs */

const en_moderation_to_restrooms = /** @type {(inputs: Moderation_To_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`restrooms on the way`)
};

const es_moderation_to_restrooms = /** @type {(inputs: Moderation_To_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`baños en el camino`)
};

const fr_moderation_to_restrooms = /** @type {(inputs: Moderation_To_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`toilettes sur le parcours`)
};

/**
* | output |
* | --- |
* | "restrooms on the way" |
*
* @param {Moderation_To_RestroomsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_restrooms = /** @type {((inputs?: Moderation_To_RestroomsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_RestroomsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_restrooms(inputs)
	if (locale === "fr") return fr_moderation_to_restrooms(inputs)
	return en_moderation_to_restrooms(inputs)
});