/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Media_Confirm_Delete_NamedInputs */

const en_media_confirm_delete_named = /** @type {(inputs: Media_Confirm_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete "${i?.title}"?`)
};

const es_media_confirm_delete_named = /** @type {(inputs: Media_Confirm_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar “${i?.title}”?`)
};

const fr_media_confirm_delete_named = /** @type {(inputs: Media_Confirm_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer « ${i?.title} » ?`)
};

/**
* | output |
* | --- |
* | "Delete \"{title}\"?" |
*
* @param {Media_Confirm_Delete_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_confirm_delete_named = /** @type {((inputs: Media_Confirm_Delete_NamedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Confirm_Delete_NamedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_confirm_delete_named(inputs)
	if (locale === "fr") return fr_media_confirm_delete_named(inputs)
	return en_media_confirm_delete_named(inputs)
});