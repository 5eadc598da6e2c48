/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Group_EverydayInputs */

const en_moderation_group_everyday = /** @type {(inputs: Moderation_Group_EverydayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyday use`)
};

const es_moderation_group_everyday = /** @type {(inputs: Moderation_Group_EverydayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso diario`)
};

const fr_moderation_group_everyday = /** @type {(inputs: Moderation_Group_EverydayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage quotidien`)
};

/**
* | output |
* | --- |
* | "Everyday use" |
*
* @param {Moderation_Group_EverydayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_group_everyday = /** @type {((inputs?: Moderation_Group_EverydayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Group_EverydayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_group_everyday(inputs)
	if (locale === "fr") return fr_moderation_group_everyday(inputs)
	return en_moderation_group_everyday(inputs)
});