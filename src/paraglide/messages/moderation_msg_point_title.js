/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Point_TitleInputs */

const en_moderation_msg_point_title = /** @type {(inputs: Moderation_Msg_Point_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point title is required`)
};

const es_moderation_msg_point_title = /** @type {(inputs: Moderation_Msg_Point_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El título del punto es obligatorio`)
};

const fr_moderation_msg_point_title = /** @type {(inputs: Moderation_Msg_Point_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre de l’étape est obligatoire`)
};

/**
* | output |
* | --- |
* | "Point title is required" |
*
* @param {Moderation_Msg_Point_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_point_title = /** @type {((inputs?: Moderation_Msg_Point_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Point_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_point_title(inputs)
	if (locale === "fr") return fr_moderation_msg_point_title(inputs)
	return en_moderation_msg_point_title(inputs)
});