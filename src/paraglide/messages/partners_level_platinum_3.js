/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Platinum_3Inputs */

const en_partners_level_platinum_3 = /** @type {(inputs: Partners_Level_Platinum_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your brochures at the visitor center desk`)
};

const es_partners_level_platinum_3 = /** @type {(inputs: Partners_Level_Platinum_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus folletos en el mostrador del centro de visitantes`)
};

const fr_partners_level_platinum_3 = /** @type {(inputs: Partners_Level_Platinum_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos brochures à l’accueil du centre des visiteurs`)
};

/**
* | output |
* | --- |
* | "Your brochures at the visitor center desk" |
*
* @param {Partners_Level_Platinum_3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_platinum_3 = /** @type {((inputs?: Partners_Level_Platinum_3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Platinum_3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_platinum_3(inputs)
	if (locale === "fr") return fr_partners_level_platinum_3(inputs)
	return en_partners_level_platinum_3(inputs)
});