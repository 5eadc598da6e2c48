/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Digest_IntroInputs */

const en_alerts_digest_intro = /** @type {(inputs: Alerts_Digest_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here is what’s on in the next 7 days at and near the places you favorited:`)
};

const es_alerts_digest_intro = /** @type {(inputs: Alerts_Digest_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto es lo que pasa en los próximos 7 días en los lugares que marcaste como favoritos y cerca de ellos:`)
};

const fr_alerts_digest_intro = /** @type {(inputs: Alerts_Digest_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voici ce qui se passe dans les 7 prochains jours dans vos lieux favoris et près d’eux :`)
};

/**
* | output |
* | --- |
* | "Here is what’s on in the next 7 days at and near the places you favorited:" |
*
* @param {Alerts_Digest_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_digest_intro = /** @type {((inputs?: Alerts_Digest_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Digest_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_digest_intro(inputs)
	if (locale === "fr") return fr_alerts_digest_intro(inputs)
	return en_alerts_digest_intro(inputs)
});