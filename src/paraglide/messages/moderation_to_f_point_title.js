/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_Point_TitleInputs */

const en_moderation_to_f_point_title = /** @type {(inputs: Moderation_To_F_Point_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point title`)
};

const es_moderation_to_f_point_title = /** @type {(inputs: Moderation_To_F_Point_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título del punto`)
};

const fr_moderation_to_f_point_title = /** @type {(inputs: Moderation_To_F_Point_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre de l’étape`)
};

/**
* | output |
* | --- |
* | "Point title" |
*
* @param {Moderation_To_F_Point_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_point_title = /** @type {((inputs?: Moderation_To_F_Point_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_Point_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_point_title(inputs)
	if (locale === "fr") return fr_moderation_to_f_point_title(inputs)
	return en_moderation_to_f_point_title(inputs)
});