/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Sponsor_IntroInputs */

const en_festival_sponsor_intro = /** @type {(inputs: Festival_Sponsor_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Week stays largely free because companies and neighbors support it. Choose a level, or tell us what you have in mind and we will build a package with you.`)
};

const es_festival_sponsor_intro = /** @type {(inputs: Festival_Sponsor_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Week sigue siendo en gran parte gratuito gracias al apoyo de empresas y vecinos. Elige un nivel, o cuéntanos lo que tienes en mente y armaremos un paquete contigo.`)
};

const fr_festival_sponsor_intro = /** @type {(inputs: Festival_Sponsor_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Week reste en grande partie gratuit grâce au soutien des entreprises et des habitants. Choisissez un niveau, ou dites-nous ce que vous envisagez et nous construirons une offre avec vous.`)
};

/**
* | output |
* | --- |
* | "Harlem Week stays largely free because companies and neighbors support it. Choose a level, or tell us what you have in mind and we will build a package with ..." |
*
* @param {Festival_Sponsor_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_sponsor_intro = /** @type {((inputs?: Festival_Sponsor_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Sponsor_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_sponsor_intro(inputs)
	if (locale === "fr") return fr_festival_sponsor_intro(inputs)
	return en_festival_sponsor_intro(inputs)
});