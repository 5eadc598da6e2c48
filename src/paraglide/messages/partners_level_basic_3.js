/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Basic_3Inputs */

const en_partners_level_basic_3 = /** @type {(inputs: Partners_Level_Basic_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quarterly partner newsletter and invitations to partner meetups`)
};

const es_partners_level_basic_3 = /** @type {(inputs: Partners_Level_Basic_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boletín trimestral para socios e invitaciones a encuentros de socios`)
};

const fr_partners_level_basic_3 = /** @type {(inputs: Partners_Level_Basic_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lettre trimestrielle des partenaires et invitations à leurs rencontres`)
};

/**
* | output |
* | --- |
* | "Quarterly partner newsletter and invitations to partner meetups" |
*
* @param {Partners_Level_Basic_3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_basic_3 = /** @type {((inputs?: Partners_Level_Basic_3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Basic_3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_basic_3(inputs)
	if (locale === "fr") return fr_partners_level_basic_3(inputs)
	return en_partners_level_basic_3(inputs)
});