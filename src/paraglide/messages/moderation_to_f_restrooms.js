/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_RestroomsInputs */

const en_moderation_to_f_restrooms = /** @type {(inputs: Moderation_To_F_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restrooms on the way`)
};

const es_moderation_to_f_restrooms = /** @type {(inputs: Moderation_To_F_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baños en el camino`)
};

const fr_moderation_to_f_restrooms = /** @type {(inputs: Moderation_To_F_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toilettes sur le parcours`)
};

/**
* | output |
* | --- |
* | "Restrooms on the way" |
*
* @param {Moderation_To_F_RestroomsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_restrooms = /** @type {((inputs?: Moderation_To_F_RestroomsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_RestroomsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_restrooms(inputs)
	if (locale === "fr") return fr_moderation_to_f_restrooms(inputs)
	return en_moderation_to_f_restrooms(inputs)
});