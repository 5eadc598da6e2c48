/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_SeeInputs */

const en_moderation_pe_see = /** @type {(inputs: Moderation_Pe_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See them as each role does`)
};

const es_moderation_pe_see = /** @type {(inputs: Moderation_Pe_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Velos como los ve cada rol`)
};

const fr_moderation_pe_see = /** @type {(inputs: Moderation_Pe_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les voir comme chaque rôle les voit`)
};

/**
* | output |
* | --- |
* | "See them as each role does" |
*
* @param {Moderation_Pe_SeeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_see = /** @type {((inputs?: Moderation_Pe_SeeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_SeeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_see(inputs)
	if (locale === "fr") return fr_moderation_pe_see(inputs)
	return en_moderation_pe_see(inputs)
});