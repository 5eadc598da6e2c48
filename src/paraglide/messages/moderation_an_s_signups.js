/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_S_SignupsInputs */

const en_moderation_an_s_signups = /** @type {(inputs: Moderation_An_S_SignupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-ups`)
};

const es_moderation_an_s_signups = /** @type {(inputs: Moderation_An_S_SignupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuentas nuevas`)
};

const fr_moderation_an_s_signups = /** @type {(inputs: Moderation_An_S_SignupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux comptes`)
};

/**
* | output |
* | --- |
* | "Sign-ups" |
*
* @param {Moderation_An_S_SignupsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_s_signups = /** @type {((inputs?: Moderation_An_S_SignupsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_S_SignupsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_s_signups(inputs)
	if (locale === "fr") return fr_moderation_an_s_signups(inputs)
	return en_moderation_an_s_signups(inputs)
});