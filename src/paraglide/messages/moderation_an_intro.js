/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown>, from: NonNullable<unknown> }} Moderation_An_IntroInputs */

const en_moderation_an_intro = /** @type {(inputs: Moderation_An_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range} (${i?.from} to today), New York time. Page views leave out bots and prefetches; money counts succeeded payments only.`)
};

const es_moderation_an_intro = /** @type {(inputs: Moderation_An_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range} (${i?.from} – hoy), hora de Nueva York. Las vistas de página no cuentan bots ni precargas; el dinero solo incluye los pagos completados.`)
};

const fr_moderation_an_intro = /** @type {(inputs: Moderation_An_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range} (${i?.from} – aujourd’hui), heure de New York. Les pages vues excluent les robots et les préchargements ; les montants ne comptent que les paiements aboutis.`)
};

/**
* | output |
* | --- |
* | "{range} ({from} to today), New York time. Page views leave out bots and prefetches; money counts succeeded payments only." |
*
* @param {Moderation_An_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_intro = /** @type {((inputs: Moderation_An_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_intro(inputs)
	if (locale === "fr") return fr_moderation_an_intro(inputs)
	return en_moderation_an_intro(inputs)
});