/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Tour_SavedInputs */

const en_moderation_msg_tour_saved = /** @type {(inputs: Moderation_Msg_Tour_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour saved`)
};

const es_moderation_msg_tour_saved = /** @type {(inputs: Moderation_Msg_Tour_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorrido guardado`)
};

const fr_moderation_msg_tour_saved = /** @type {(inputs: Moderation_Msg_Tour_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite enregistrée`)
};

/**
* | output |
* | --- |
* | "Tour saved" |
*
* @param {Moderation_Msg_Tour_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_tour_saved = /** @type {((inputs?: Moderation_Msg_Tour_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Tour_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_tour_saved(inputs)
	if (locale === "fr") return fr_moderation_msg_tour_saved(inputs)
	return en_moderation_msg_tour_saved(inputs)
});