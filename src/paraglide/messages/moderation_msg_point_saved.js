/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Point_SavedInputs */

const en_moderation_msg_point_saved = /** @type {(inputs: Moderation_Msg_Point_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point saved`)
};

const es_moderation_msg_point_saved = /** @type {(inputs: Moderation_Msg_Point_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto guardado`)
};

const fr_moderation_msg_point_saved = /** @type {(inputs: Moderation_Msg_Point_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape enregistrée`)
};

/**
* | output |
* | --- |
* | "Point saved" |
*
* @param {Moderation_Msg_Point_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_point_saved = /** @type {((inputs?: Moderation_Msg_Point_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Point_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_point_saved(inputs)
	if (locale === "fr") return fr_moderation_msg_point_saved(inputs)
	return en_moderation_msg_point_saved(inputs)
});