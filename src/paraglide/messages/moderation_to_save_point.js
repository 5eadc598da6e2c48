/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_Save_PointInputs */

const en_moderation_to_save_point = /** @type {(inputs: Moderation_To_Save_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save point`)
};

const es_moderation_to_save_point = /** @type {(inputs: Moderation_To_Save_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar punto`)
};

const fr_moderation_to_save_point = /** @type {(inputs: Moderation_To_Save_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer l’étape`)
};

/**
* | output |
* | --- |
* | "Save point" |
*
* @param {Moderation_To_Save_PointInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_save_point = /** @type {((inputs?: Moderation_To_Save_PointInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Save_PointInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_save_point(inputs)
	if (locale === "fr") return fr_moderation_to_save_point(inputs)
	return en_moderation_to_save_point(inputs)
});