/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_ChooseInputs */

const en_moderation_cms_choose = /** @type {(inputs: Moderation_Cms_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a role`)
};

const es_moderation_cms_choose = /** @type {(inputs: Moderation_Cms_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un rol`)
};

const fr_moderation_cms_choose = /** @type {(inputs: Moderation_Cms_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un rôle`)
};

/**
* | output |
* | --- |
* | "Choose a role" |
*
* @param {Moderation_Cms_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_choose = /** @type {((inputs?: Moderation_Cms_ChooseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_ChooseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_choose(inputs)
	if (locale === "fr") return fr_moderation_cms_choose(inputs)
	return en_moderation_cms_choose(inputs)
});