/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Impact_100Inputs */

const en_partners_donate_impact_100 = /** @type {(inputs: Partners_Donate_Impact_100Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funds a free guided history walk for a local school class`)
};

const es_partners_donate_impact_100 = /** @type {(inputs: Partners_Donate_Impact_100Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financia un recorrido histórico guiado y gratuito para una clase de una escuela local`)
};

const fr_partners_donate_impact_100 = /** @type {(inputs: Partners_Donate_Impact_100Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finance une visite historique guidée gratuite pour une classe d’une école du quartier`)
};

/**
* | output |
* | --- |
* | "Funds a free guided history walk for a local school class" |
*
* @param {Partners_Donate_Impact_100Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_impact_100 = /** @type {((inputs?: Partners_Donate_Impact_100Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Impact_100Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_impact_100(inputs)
	if (locale === "fr") return fr_partners_donate_impact_100(inputs)
	return en_partners_donate_impact_100(inputs)
});