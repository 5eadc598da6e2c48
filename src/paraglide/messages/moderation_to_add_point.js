/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_Add_PointInputs */

const en_moderation_to_add_point = /** @type {(inputs: Moderation_To_Add_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add point`)
};

const es_moderation_to_add_point = /** @type {(inputs: Moderation_To_Add_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar punto`)
};

const fr_moderation_to_add_point = /** @type {(inputs: Moderation_To_Add_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une étape`)
};

/**
* | output |
* | --- |
* | "Add point" |
*
* @param {Moderation_To_Add_PointInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_add_point = /** @type {((inputs?: Moderation_To_Add_PointInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Add_PointInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_add_point(inputs)
	if (locale === "fr") return fr_moderation_to_add_point(inputs)
	return en_moderation_to_add_point(inputs)
});