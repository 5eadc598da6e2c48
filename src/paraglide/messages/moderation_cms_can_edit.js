/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Can_EditInputs */

const en_moderation_cms_can_edit = /** @type {(inputs: Moderation_Cms_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can edit or delete`)
};

const es_moderation_cms_can_edit = /** @type {(inputs: Moderation_Cms_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar o eliminar`)
};

const fr_moderation_cms_can_edit = /** @type {(inputs: Moderation_Cms_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier ou supprimer`)
};

/**
* | output |
* | --- |
* | "Can edit or delete" |
*
* @param {Moderation_Cms_Can_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_can_edit = /** @type {((inputs?: Moderation_Cms_Can_EditInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Can_EditInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_can_edit(inputs)
	if (locale === "fr") return fr_moderation_cms_can_edit(inputs)
	return en_moderation_cms_can_edit(inputs)
});