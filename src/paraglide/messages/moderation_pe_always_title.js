/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_Always_TitleInputs */

const en_moderation_pe_always_title = /** @type {(inputs: Moderation_Pe_Always_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins always keep this: it opens this editor`)
};

const es_moderation_pe_always_title = /** @type {(inputs: Moderation_Pe_Always_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los administradores siempre lo conservan: abre este editor`)
};

const fr_moderation_pe_always_title = /** @type {(inputs: Moderation_Pe_Always_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les administrateurs le gardent toujours : il ouvre cet éditeur`)
};

/**
* | output |
* | --- |
* | "Admins always keep this: it opens this editor" |
*
* @param {Moderation_Pe_Always_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_always_title = /** @type {((inputs?: Moderation_Pe_Always_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Always_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_always_title(inputs)
	if (locale === "fr") return fr_moderation_pe_always_title(inputs)
	return en_moderation_pe_always_title(inputs)
});