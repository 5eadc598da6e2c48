/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Admin_IntroInputs */

const en_loyalty_admin_intro = /** @type {(inputs: Loyalty_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards offered by partner businesses for loyalty points.`)
};

const es_loyalty_admin_intro = /** @type {(inputs: Loyalty_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensas que ofrecen los negocios asociados a cambio de puntos de fidelidad.`)
};

const fr_loyalty_admin_intro = /** @type {(inputs: Loyalty_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompenses offertes par les commerces partenaires contre des points de fidélité.`)
};

/**
* | output |
* | --- |
* | "Rewards offered by partner businesses for loyalty points." |
*
* @param {Loyalty_Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_admin_intro = /** @type {((inputs?: Loyalty_Admin_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Admin_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_admin_intro(inputs)
	if (locale === "fr") return fr_loyalty_admin_intro(inputs)
	return en_loyalty_admin_intro(inputs)
});