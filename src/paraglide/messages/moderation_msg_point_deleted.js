/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Point_DeletedInputs */

const en_moderation_msg_point_deleted = /** @type {(inputs: Moderation_Msg_Point_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point deleted`)
};

const es_moderation_msg_point_deleted = /** @type {(inputs: Moderation_Msg_Point_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto eliminado`)
};

const fr_moderation_msg_point_deleted = /** @type {(inputs: Moderation_Msg_Point_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape supprimée`)
};

/**
* | output |
* | --- |
* | "Point deleted" |
*
* @param {Moderation_Msg_Point_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_point_deleted = /** @type {((inputs?: Moderation_Msg_Point_DeletedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Point_DeletedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_point_deleted(inputs)
	if (locale === "fr") return fr_moderation_msg_point_deleted(inputs)
	return en_moderation_msg_point_deleted(inputs)
});