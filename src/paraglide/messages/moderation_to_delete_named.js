/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Moderation_To_Delete_NamedInputs */

const en_moderation_to_delete_named = /** @type {(inputs: Moderation_To_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.title}`)
};

const es_moderation_to_delete_named = /** @type {(inputs: Moderation_To_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar ${i?.title}`)
};

const fr_moderation_to_delete_named = /** @type {(inputs: Moderation_To_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Delete {title}" |
*
* @param {Moderation_To_Delete_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_delete_named = /** @type {((inputs: Moderation_To_Delete_NamedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Delete_NamedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_delete_named(inputs)
	if (locale === "fr") return fr_moderation_to_delete_named(inputs)
	return en_moderation_to_delete_named(inputs)
});