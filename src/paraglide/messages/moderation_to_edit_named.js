/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Moderation_To_Edit_NamedInputs */

const en_moderation_to_edit_named = /** @type {(inputs: Moderation_To_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.title}`)
};

const es_moderation_to_edit_named = /** @type {(inputs: Moderation_To_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.title}`)
};

const fr_moderation_to_edit_named = /** @type {(inputs: Moderation_To_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Edit {title}" |
*
* @param {Moderation_To_Edit_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_edit_named = /** @type {((inputs: Moderation_To_Edit_NamedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Edit_NamedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_edit_named(inputs)
	if (locale === "fr") return fr_moderation_to_edit_named(inputs)
	return en_moderation_to_edit_named(inputs)
});