/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_Save_TourInputs */

const en_moderation_to_save_tour = /** @type {(inputs: Moderation_To_Save_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save tour`)
};

const es_moderation_to_save_tour = /** @type {(inputs: Moderation_To_Save_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar recorrido`)
};

const fr_moderation_to_save_tour = /** @type {(inputs: Moderation_To_Save_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la visite`)
};

/**
* | output |
* | --- |
* | "Save tour" |
*
* @param {Moderation_To_Save_TourInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_save_tour = /** @type {((inputs?: Moderation_To_Save_TourInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Save_TourInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_save_tour(inputs)
	if (locale === "fr") return fr_moderation_to_save_tour(inputs)
	return en_moderation_to_save_tour(inputs)
});